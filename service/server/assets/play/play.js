var ba=Object.defineProperty;var ya=(e,t,a)=>t in e?ba(e,t,{enumerable:!0,configurable:!0,writable:!0,value:a}):e[t]=a;var P=(e,t,a)=>ya(e,typeof t!="symbol"?t+"":t,a);var S={min:3,max:8};var ae=class extends Error{constructor(a,n,s){super(n?`${n.code} (${a}): ${n.detail}`:`HTTP ${a}: ${s.slice(0,200)}`);P(this,"code");P(this,"status");P(this,"problem");this.name="PochError",this.code=n?.code??null,this.status=a,this.problem=n}};function va(e){return typeof e=="object"&&e!==null&&typeof e.code=="string"}var be=class{constructor(t,a={}){P(this,"baseUrl");P(this,"fetchImpl");P(this,"headers");P(this,"timeoutMs");this.baseUrl=t.replace(/\/+$/,""),this.fetchImpl=a.fetch??globalThis.fetch.bind(globalThis),this.headers=a.headers??{},this.timeoutMs=a.timeoutMs??1e4}post(t,a){return this.send(t,{method:"POST",headers:{...this.headers,"content-type":"application/json"},body:JSON.stringify(a)})}get(t){return this.send(t,{method:"GET",headers:this.headers})}async send(t,a){let n=this.timeoutMs>0?AbortSignal.timeout(this.timeoutMs):void 0,s=await this.fetchImpl(`${this.baseUrl}${t}`,{...a,signal:n}),i=await s.text(),r=(s.headers.get("content-type")??"").includes("json");if(!s.ok){let d=null;if(r)try{let u=JSON.parse(i);d=va(u)?u:null}catch{d=null}throw new ae(s.status,d,i)}return r?JSON.parse(i):i}newGame(t){return this.post("/v1/games",t)}apply(t){return this.post("/v1/games/apply",t)}async legalActions(t){return(await this.post("/v1/games/legal-actions",t)).legal}legalActionIds(t){return this.post("/v1/games/legal-actions",{...t,include_action_ids:!0})}async view(t){return(await this.post("/v1/games/view",t)).view}validate(t){return this.post("/v1/games/validate",t)}replay(t){return this.post("/v1/games/replay",t)}presets(){return this.get("/v1/rules/presets")}commitServerSeed(t={}){return this.post("/v1/games/commitments",t)}verifyDeal(t){return this.post("/v1/deals/verify",t)}};var ut=()=>({type:"pass_turn"}),ht=e=>({type:"bet",amount:e}),gt=()=>({type:"call"}),mt=e=>({type:"raise_bet",amount:e}),kt=()=>({type:"fold"}),ft=(e,t)=>t===void 0?{type:"lead",card:e}:{type:"lead",card:e,direction:t},bt=e=>e===void 0?{type:"deal"}:{type:"deal",deck:e};var R=class{constructor(t){this.value=t}valueOf(){return this.value}},j=class extends R{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},T=class extends R{constructor(t,a={}){super(t),this.opts=a}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return this.value.toString(10)}},K=class e extends R{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof R)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(t instanceof a.Instant||t instanceof a.PlainDateTime||t instanceof a.PlainDate||t instanceof a.PlainMonthDay||t instanceof a.PlainTime||t instanceof a.PlainYearMonth)return!0}return!1}constructor(t,a={}){t instanceof e?(a={...t.opts,...a},t=t.value):t instanceof R&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&a.calendar===void 0&&(a={...a,calendar:t.calendarId}),super(t),this.opts=a}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var yt=100,ja="⁨",_a="⁩";function Sa(e,t,a){if(a===t||a instanceof T&&t instanceof T&&a.value===t.value)return!0;if(t instanceof T&&typeof a=="string"){let n=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(a===n)return!0}return!1}function $t(e,t,a){return t[a]?ne(e,t[a].value):(e.reportError(new RangeError("No default")),new j)}function Fe(e,t){let a=[],n=Object.create(null);for(let s of t)s.type==="narg"?n[s.name]=he(e,s.value):a.push(he(e,s));return{positional:a,named:n}}function he(e,t){switch(t.type){case"str":return t.value;case"num":return new T(t.value,{minimumFractionDigits:t.precision});case"var":return xa(e,t);case"mesg":return Ea(e,t);case"term":return Da(e,t);case"func":return Pa(e,t);case"select":return Ta(e,t);default:return new j}}function xa(e,{name:t}){let a;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))a=e.params[t];else return new j(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))a=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new j(`$${t}`);if(a instanceof R)return a;switch(typeof a){case"string":return a;case"number":return new T(a);case"object":if(K.supportsValue(a))return new K(a);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof a}`)),new j(`$${t}`)}}function Ea(e,{name:t,attr:a}){let n=e.bundle._messages.get(t);if(!n)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new j(t);if(a){let s=n.attributes[a];return s?ne(e,s):(e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new j(`${t}.${a}`))}return n.value?ne(e,n.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new j(t))}function Da(e,{name:t,attr:a,args:n}){let s=`-${t}`,i=e.bundle._terms.get(s);if(!i)return e.reportError(new ReferenceError(`Unknown term: ${s}`)),new j(s);if(a){let d=i.attributes[a];if(d){e.params=Fe(e,n).named;let u=ne(e,d);return e.params=null,u}return e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new j(`${s}.${a}`)}e.params=Fe(e,n).named;let r=ne(e,i.value);return e.params=null,r}function Pa(e,{name:t,args:a}){let n=e.bundle._functions[t];if(!n)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new j(`${t}()`);if(typeof n!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new j(`${t}()`);try{let s=Fe(e,a);return n(s.positional,s.named)}catch(s){return e.reportError(s),new j(`${t}()`)}}function Ta(e,{selector:t,variants:a,star:n}){let s=he(e,t);if(s instanceof j)return $t(e,a,n);for(let i of a){let r=he(e,i.key);if(Sa(e,s,r))return ne(e,i.value)}return $t(e,a,n)}function Ue(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new j;e.dirty.add(t);let a=[],n=e.bundle._useIsolating&&t.length>1;for(let s of t){if(typeof s=="string"){a.push(e.bundle._transform(s));continue}if(e.placeables++,e.placeables>yt)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${yt}`);n&&a.push(ja),a.push(he(e,s).toString(e)),n&&a.push(_a)}return e.dirty.delete(t),a.join("")}function ne(e,t){return typeof t=="string"?e.bundle._transform(t):Ue(e,t)}var ye=class{constructor(t,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=a,this.args=n}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,a){let n=this.bundle._intls.get(t);n||(n={},this.bundle._intls.set(t,n));let s=JSON.stringify(a);return n[s]||(n[s]=new t(this.bundle.locales,a)),n[s]}};function qe(e,t){let a=Object.create(null);for(let[n,s]of Object.entries(e))t.includes(n)&&(a[n]=s.valueOf());return a}var vt=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function wt(e,t){let a=e[0];if(a instanceof j)return new j(`NUMBER(${a.valueOf()})`);if(a instanceof T)return new T(a.valueOf(),{...a.opts,...qe(t,vt)});if(a instanceof K)return new T(a.toNumber(),{...qe(t,vt)});throw new TypeError("Invalid argument to NUMBER")}var Aa=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function jt(e,t){let a=e[0];if(a instanceof j)return new j(`DATETIME(${a.valueOf()})`);if(a instanceof K||a instanceof T)return new K(a,qe(t,Aa));throw new TypeError("Invalid argument to DATETIME")}var _t=new Map;function St(e){let t=Array.isArray(e)?e.join(" "):e,a=_t.get(t);return a===void 0&&(a=new Map,_t.set(t,a)),a}var ge=class{constructor(t,{functions:a,useIsolating:n=!0,transform:s=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:wt,DATETIME:jt,...a},this._useIsolating=n,this._transform=s,this._intls=St(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:a=!1}={}){let n=[];for(let s=0;s<t.body.length;s++){let i=t.body[s];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){n.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){n.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(t,a=null,n=null){if(typeof t=="string")return this._transform(t);let s=new ye(this,n,a);try{return Ue(s,t).toString(s)}catch(i){if(s.errors&&i instanceof Error)return s.errors.push(i),new j().toString(s);throw i}}};var Je=/^(-?[a-zA-Z][\w-]*) *= */gm,xt=/\.([a-zA-Z][\w-]*) *= */y,za=/\*?\[/y,Ge=/(-?[0-9]+(?:\.([0-9]+))?)/y,Ca=/([a-zA-Z][\w-]*)/y,Et=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Na=/^[A-Z][A-Z0-9_-]*$/,$e=/([^{}\n\r]+)/y,Ma=/([^\\"\n\r]*)/y,Dt=/\\([\\"])/y,Pt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,La=/^\n+/,Tt=/ +$/,Ra=/ *\r?\n/g,Ka=/( *)$/,Ha=/{\s*/y,At=/\s*}/y,Ia=/\[\s*/y,Oa=/\s*] */y,Ba=/\s*\(\s*/y,Fa=/\s*->\s*/y,Ua=/\s*:\s*/y,qa=/\s*,?\s*/y,Ja=/\s+/y,me=class{constructor(t){this.body=[],Je.lastIndex=0;let a=0;for(;;){let g=Je.exec(t);if(g===null)break;a=Je.lastIndex;try{this.body.push(u(g[1]))}catch(f){if(f instanceof SyntaxError)continue;throw f}}function n(g){return g.lastIndex=a,g.test(t)}function s(g,f){if(t[a]===g)return a++,!0;if(f)throw new f(`Expected ${g}`);return!1}function i(g,f){if(n(g))return a=g.lastIndex,!0;if(f)throw new f(`Expected ${g.toString()}`);return!1}function r(g){g.lastIndex=a;let f=g.exec(t);if(f===null)throw new SyntaxError(`Expected ${g.toString()}`);return a=g.lastIndex,f}function d(g){return r(g)[1]}function u(g){let f=h(),_=c();if(f===null&&Object.keys(_).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:f,attributes:_}}function c(){let g=Object.create(null);for(;n(xt);){let f=d(xt),_=h();if(_===null)throw new SyntaxError("Expected attribute value");g[f]=_}return g}function h(){let g;if(n($e)&&(g=d($e)),t[a]==="{"||t[a]==="}")return k(g?[g]:[],1/0);let f=C();return f?g?k([g,f],f.length):(f.value=Z(f.value,La),k([f],f.length)):g?Z(g,Tt):null}function k(g=[],f){for(;;){if(n($e)){g.push(d($e));continue}if(t[a]==="{"){g.push(b());continue}if(t[a]==="}")throw new SyntaxError("Unbalanced closing brace");let L=C();if(L){g.push(L),f=Math.min(f,L.length);continue}break}let _=g.length-1,Y=g[_];typeof Y=="string"&&(g[_]=Z(Y,Tt));let ue=[];for(let L of g)L instanceof ve&&(L=L.value.slice(0,L.value.length-f)),L&&ue.push(L);return ue}function b(){i(Ha,SyntaxError);let g=y();if(i(At))return g;if(i(Fa)){let f=z();return i(At,SyntaxError),{type:"select",selector:g,...f}}throw new SyntaxError("Unclosed placeable")}function y(){if(t[a]==="{")return b();if(n(Et)){let[,g,f,_=null]=r(Et);if(g==="$")return{type:"var",name:f};if(i(Ba)){let Y=v();if(g==="-")return{type:"term",name:f,attr:_,args:Y};if(Na.test(f))return{type:"func",name:f,args:Y};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:f,attr:_,args:[]}:{type:"mesg",name:f,attr:_}}return $()}function v(){let g=[];for(;;){switch(t[a]){case")":return a++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push(x()),i(qa)}}function x(){let g=y();return g.type!=="mesg"?g:i(Ua)?{type:"narg",name:g.name,value:$()}:g}function z(){let g=[],f=0,_;for(;n(za);){s("*")&&(_=f);let Y=M(),ue=h();if(ue===null)throw new SyntaxError("Expected variant value");g[f++]={key:Y,value:ue}}if(f===0)return null;if(_===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:_}}function M(){i(Ia,SyntaxError);let g;return n(Ge)?g=w():g={type:"str",value:d(Ca)},i(Oa,SyntaxError),g}function $(){if(n(Ge))return w();if(t[a]==='"')return D();throw new SyntaxError("Invalid expression")}function w(){let[,g,f=""]=r(Ge),_=f.length;return{type:"num",value:parseFloat(g),precision:_}}function D(){s('"',SyntaxError);let g="";for(;;){if(g+=d(Ma),t[a]==="\\"){g+=V();continue}if(s('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function V(){if(n(Dt))return d(Dt);if(n(Pt)){let[,g,f]=r(Pt),_=parseInt(g||f,16);return _<=55295||57344<=_?String.fromCodePoint(_):"�"}throw new SyntaxError("Unknown escape sequence")}function C(){let g=a;switch(i(Ja),t[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return ct(t.slice(g,a))}return t[a-1]===" "?ct(t.slice(g,a)):!1}function Z(g,f){return g.replace(f,"")}function ct(g){let f=g.replace(Ra,`
`),_=Ka.exec(g)[1].length;return new ve(f,_)}}},ve=class{constructor(t,a){this.value=t,this.length=a}};var je=["en","de","nl","nb","fi"],zt=["heuristic","search","random","timeout"],Ve=["slow","normal","fast","fastest"],Ga=["player_count","dreier_needs_three_players","five_talon_too_few_cards","show_pair_needs_pair_required","starting_chips_below_ante","invalid_players","unknown_preset","caller_seed_forbidden","invalid_argument","state_tampered","overloaded","timeout"],A={deck:"french32"},I={seat:"ann","seat-you":"no"},ds={"page-language-name":{},"page-title":{},"page-setup-title":{},"page-your-name":{},"page-your-seat":{},"page-seat":{seat:2},"page-bot-random":{},"page-bot-heuristic":{},"page-bot-search":{},"page-bot-timeout":{},"page-max-deals":{},"page-seed":{},"page-start":{},"page-dealing":{},"page-table-title":{},"page-deal-title":{},"page-seats-title":{},"page-col-seat":{},"page-col-stack":{},"page-col-in-play":{},"page-chain-title":{},"page-controls-title":{},"page-waiting":{},"page-chips":{chips:3},"page-call":{chips:1},"page-lead-card":{},"page-lead-the":{card:"Q♥","card-name":"queen of hearts"},card:{rank:12,suit:"H",...A},"page-card-name":{rank:12,suit:"H",...A},"page-to-act":I,"page-in-play":{status:"in",chips:2},"page-standings-after":{deals:2},"page-again":{},"page-pace":{},"page-pace-slow":{},"page-pace-normal":{},"page-pace-fast":{},"page-pace-fastest":{},"page-skip":{},"page-continue":{},"page-moment-claims":{},"page-moment-pochen":{},"page-moment-settlement":{},"page-moment-match":{},"page-no-claims":{},"page-payments":{},"page-col-cards-left":{},"page-col-paid":{},"page-col-receives":{},"page-commitment":{},"page-deal-seed":{},"page-seed-later":{},"page-verify":{},"page-verifying":{},"page-verified":{},"page-not-verified":{why:"the seed does not match the commitment"},"page-verify-commitment":{},"page-verify-hand":{},"page-verify-upcard":{},"page-howto-title":{},"page-howto-deal":{},"page-howto-claims":{},"page-howto-pochen":{},"page-howto-discard":{},"page-howto-end":{},"page-howto-bets":{},"page-howto-table":{fields:"A, K, Q, J, T, MAR, SEQ, POCH, MID"},"page-rules-link":{},"page-terms":{},"page-explain-dealer":{},"page-explain-forehand":{},"page-explain-upcard":{},"page-explain-pay-suit":{},"page-explain-commitment":{},"page-explain-stack":{},"page-explain-cards-held":{},"page-explain-in-play":{},"page-explain-chain":{},"page-explain-pochen":{},"page-explain-high-stake":{},"page-bet-legend":{min:1,max:40},"page-bet-amount":{},"page-raise-legend":{min:1,max:40,high:3,from:4,to:43},"page-raise-amount":{},"page-guide-link":{},"page-leave":{},"page-leave-confirm":{},"page-restored":{},"page-not-restored":{},"page-starting-chips":{ante:9},"page-checking-preset":{},"page-cards-held":{count:8},"page-away":{},"page-clock":{},"page-this-deal":{chips:"+12"},"page-next-deal":{deal:2,...I},"page-hand-between":{},"page-pot":{pot:16,poch:4,bets:12},"page-quick-legend":{},"page-quick-least":{chips:1},"page-quick-half":{chips:8},"page-quick-pot":{chips:16},"page-quick-all-in":{chips:91},"page-quick-most":{chips:40},"page-fields-explained":{},"page-past-title":{},"page-past-none":{},"page-deal-result":{deal:2},"page-col-hand":{},"page-col-ante":{},"page-col-claims":{},"page-col-discard":{},"page-col-deal":{},"page-hands-later":{},"page-graph-title":{},"page-graph-start":{},"page-graph-numbers":{},"page-download":{},"page-download-hint":{},"page-download-later":{},"page-fair-server-drew":{},"page-fair-you-chose":{},"page-error-other":{code:"overloaded"},"page-error-unreachable":{},...Object.fromEntries(Ga.map(e=>[`page-error-${e}`,{}])),"rank-index":{rank:12,...A},"label-you":{},"label-board":{},"label-deal":{deal:1},"label-dealer":{},"label-forehand":{},"label-upcard":{},"label-pay-suit":{},"label-your-hand":{},"label-best-group":{},"label-cards-held":{},"label-direction":{},"label-history":{},"label-standings":{},"label-high-stake":{},"label-players":{},"label-bots":{},"label-preset":{},"label-language":{},"phase-claims":{},"phase-pochen":{},"phase-discard":{},"phase-between_deals":{},"phase-match_over":{},"field-A":A,"field-K":A,"field-Q":A,"field-J":A,"field-T":A,"field-MAR":A,"field-SEQ":A,"field-POCH":A,"field-MID":A,"status-IN":{},"status-FOLDED":{},"status-ALL_IN":{},"status-OUT":{},"direction-up":{},"direction-down":{},"action-pass":I,"action-bet":{...I,amount:2},"action-call":I,"action-raise":{...I,amount:2},"action-fold":I,"action-lead":{...I,card:"Q♥",direction:"none"},"action-deal":I,"suit-name":{suit:"H",...A},"suit-symbol":{suit:"H"},group:{size:2,rank:12,...A},standing:{place:1,seat:"ann","seat-you":"no",chips:120,paid:"yes"}},ps=[...["A","K","Q","J","T","MAR","SEQ","POCH","MID"].map(e=>[`field-${e}`,"title"]),...["pass","bet","call","raise","fold","lead","deal"].map(e=>[`action-${e}`,"label"])],we=class{constructor(t,a){this.locale=t;P(this,"bundle");P(this,"errors",[]);this.bundle=new ge(t,{useIsolating:!1});for(let n of this.bundle.addResource(new me(a)))this.errors.push(String(n))}text(t,a={},n=[]){let s=this.bundle.getMessage(t);return s?.value?this.bundle.formatPattern(s.value,a,n):(n.push(new Error(`${this.locale}: no message ${t}`)),t)}attr(t,a,n={},s=[]){let i=this.bundle.getMessage(t)?.attributes[a];return i?this.bundle.formatPattern(i,n,s):(s.push(new Error(`${this.locale}: no attribute ${t}.${a}`)),t)}};var Ct=`### Poch Engine: die Sätze der Ereignisse und Aktionen und die Wörter des Tisches, auf Deutsch.
### Die Wörter stammen aus [000] und [001] (Vorhand, Hochzeit, Sequenz, Pinke, Trumpffarbe,
### „Ich poche“, „Ich halte“, nachpochen, aussteigen, Ausspielen, Kette). Die Argumente
### beschreibt der Kopf von en.ftl.

## Karten. RULES 0.3 und 3.3: Ränge und Farben, französisch oder bayerisch.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] B
                [12] D
                [13] K
                [14] A
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] Ass
            }
        [13] König
        [12] { $deck ->
                [bavarian36] Ober
               *[other] Dame
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] Bube
            }
        [10] Zehn
        [9] Neun
        [8] Acht
        [7] Sieben
        [6] Sechs
        [5] Fünf
        [4] Vier
        [3] Drei
       *[2] Zwei
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] Eichel
                [S] Grün
                [H] Herz
               *[D] Schellen
            }
       *[other]
            { $suit ->
                [C] Kreuz
                [S] Pik
                [H] Herz
               *[D] Karo
            }
    }
# Die Form nach „drei“, „vier“ und „ein Paar“.
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Däuse
               *[other] Asse
            }
        [13] Könige
        [12] { $deck ->
                [bavarian36] Ober
               *[other] Damen
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] Buben
            }
        [10] Zehnen
        [9] Neunen
        [8] Achten
        [7] Siebenen
        [6] Sechsen
        [5] Fünfen
        [4] Vieren
        [3] Dreien
       *[2] Zweien
    }
group-pair = ein Paar { rank-counted }
# RULES 8.1: Paar, Drilling, Vierling ([000]).
group =
    { $size ->
        [2] { group-pair }
        [3] drei { rank-counted }
       *[4] vier { rank-counted }
    }

## Die Wörter des Tisches.

phase-claims = Melden
phase-pochen = Pochen
phase-discard = Ausspielen
phase-between_deals = Zwischen den Spielen
phase-match_over = Partie beendet

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ass
    }
    .title = wer es in der Trumpffarbe hält, zieht das Feld ein
field-K = König
    .title = wer den Trumpf-König hält, zieht das Feld ein
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Dame
    }
    .title = wer sie in der Trumpffarbe hält, zieht das Feld ein
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Bube
    }
    .title = wer ihn in der Trumpffarbe hält, zieht das Feld ein
field-T = Zehn
    .title = wer die Trumpf-Zehn hält, zieht das Feld ein
field-MAR = Hochzeit
    .title = wer König und Dame der Trumpffarbe hält, zieht das Feld ein
field-SEQ = Sequenz
    .title = wer Sieben, Acht und Neun der Trumpffarbe hält, zieht das Feld ein
field-POCH = Poch
    .title = der Pott des Pochens: die beste Kombination gewinnt ihn
field-MID = Pinke
    .title = die Pinke (Mitte): wer zuerst alle Karten los ist, gewinnt sie

status-IN = dabei
status-FOLDED = ausgestiegen
status-ALL_IN = all-in
status-OUT = ausgeschieden

direction-up = aufwärts
direction-down = abwärts

outcome-all_passed = alle gepasst
outcome-uncontested = ohne Gegner
outcome-showdown = Showdown

label-you = du
label-board = Brett
label-stacks = Chips
label-deal = Spiel { $deal }
label-dealer = Geber
label-forehand = Vorhand
label-upcard = Aufgeschlagene Karte
label-pay-suit = Trumpffarbe
label-your-hand = Deine Karten
label-best-group = Deine beste Kombination
label-high-stake = Höchster Einsatz
label-contributions = Einsätze
label-cards-held = Karten auf der Hand
label-direction = Richtung
label-talon = Talon
label-dead = Tote Karten
label-history = Verlauf
label-standings = Stand
label-players = Spieler
label-bots = Bots
label-preset = Regelsatz
label-language = Sprache

## Der Tisch im Browser (/play): Überschriften, Formular und Bedienelemente.

page-language-name = Deutsch
page-title = Poch: der Tisch
page-setup-title = Eine neue Partie
page-your-name = Dein Name
page-your-seat = Dein Platz
page-seat = Platz { $seat }
page-bot-random = Zufalls-Bot
page-bot-heuristic = Heuristik-Bot
page-bot-search = Such-Bot
page-bot-timeout = Zeitüberschreitungs-Bot
page-max-deals = Spiele (leer: bis die Partie von selbst endet)
page-seed = Startwert der Partie (64 Hexziffern; leer: der Server zieht einen)
page-start = Partie beginnen
page-dealing = Es wird gegeben …
page-table-title = Der Tisch
page-deal-title = Das Spiel
page-seats-title = Die Plätze
page-col-seat = Spieler
page-col-stack = Chips
page-col-in-play = Im Spiel
page-chain-title = Die Kette
page-controls-title = Dein Zug
page-waiting = Die anderen sind am Zug.
page-chips =
    { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
page-lead-card = Eine Karte ausspielen
page-card-name = { suit-name }-{ rank-name }
page-to-act =
    { $seat-you ->
        [yes] du bist am Zug
       *[no] { $seat } ist am Zug
    }
page-in-play = { $status }, { page-chips } gesetzt
page-standings-after =
    { $deals ->
        [one] Stand nach { $deals } Spiel
       *[other] Stand nach { $deals } Spielen
    }
page-again = Eine neue Partie
page-call = { action-call.label }: { page-chips } setzen
page-lead-the = { $card }: { $card-name } ausspielen
# Das Tempo, in dem die Züge der anderen einzeln gezeigt werden.
page-pace = Tempo der anderen Züge
page-pace-slow = Langsam
page-pace-normal = Mittel
page-pace-fast = Schnell
page-pace-fastest = Am schnellsten
page-skip = Bis zur nächsten Übersicht springen
page-continue = Weiter
# Die Momente: Der Tisch hält für eine Übersicht an.
page-moment-claims = Das Melden
page-moment-pochen = Das Ende des Pochens
page-moment-settlement = Die Abrechnung
page-moment-match = Das Ende der Partie
page-no-claims = Niemand hat ein Feld eingezogen: Jedes behält seine Chips für das nächste Spiel.
page-payments = Wer was gezahlt hat
page-col-cards-left = Karten übrig
page-col-paid = Gezahlt
page-col-receives = Erhält
# Faire Spiele: die Festlegung vor den Karten, der Startwert nach dem Spiel.
page-commitment = Festlegung
page-deal-seed = Startwert des Spiels
page-seed-later = Der Startwert des Spiels wird nach dem Spiel aufgedeckt; dann kann jeder prüfen, dass er zur Festlegung passt und genau diese Karten gibt.
page-verify = Dieses Spiel prüfen
page-verifying = Das Spiel wird geprüft …
page-verified = Geprüft: Der Startwert passt zur Festlegung (SHA-256) und gibt deine Karten und die aufgeschlagene Karte so, wie sie gegeben wurden.
page-not-verified = Nicht bestätigt: { $why }.
page-verify-commitment = der SHA-256 des Startwerts ist nicht die Festlegung
page-verify-hand = der Startwert gibt dir andere Karten, als du bekommen hast
page-verify-upcard = der Startwert schlägt eine andere Karte auf
# So wird gespielt, in Kürze.
page-howto-title = So wird gespielt
page-howto-deal = In jedem Spiel setzt zuerst jeder Spieler 1 Chip auf jedes Feld des Bretts (den Einsatz). Dann werden die Karten gegeben, und die letzte wird aufgeschlagen: Ihre Farbe ist die Trumpffarbe.
page-howto-claims = 1. Melden: Wer Ass, König, Dame, Bube oder Zehn der Trumpffarbe hält, zieht dieses Feld ein; König und Dame zusammen ziehen auch die Hochzeit ein, Sieben, Acht und Neun die Sequenz. Ein Feld, das niemand einzieht, behält seine Chips für das nächste Spiel.
page-howto-pochen = 2. Pochen: eine Runde von Einsätzen auf die beste Kombination (Paar, Drilling, Vierling). Die Vorhand, der Spieler nach dem Geber, beginnt. In den meisten Regelsätzen darf nur pochen, wer mindestens ein Paar hat. Du kannst passen, pochen, halten, nachpochen oder aussteigen; die beste Kombination gewinnt die Einsätze und das Feld Poch, und von zwei gleichen Paaren gewinnt das mit der Karte in Trumpffarbe.
page-howto-discard = 3. Ausspielen: Wer ausspielt, legt eine Karte; wer die nächsthöhere Karte derselben Farbe hat, muss sie legen, und so weiter, bis die Kette endet; dann spielt aus, wer zuletzt gelegt hat. Wer zuerst alle Karten los ist, gewinnt die Pinke und von jedem anderen Spieler einen Chip für jede Karte, die dieser noch hält.
page-howto-end = Die Partie endet, wenn ein Spieler den Einsatz nicht mehr zahlen kann, oder nach der zu Beginn festgelegten Zahl von Spielen. Wer die meisten Chips hat, gewinnt.
page-howto-bets = Beträge: Beim Pochen nennst du die Chips, die du setzt; beim Nachpochen die Chips, die du über den höchsten Einsatz hinaus dazulegst; Halten setzt, was dir bis zum höchsten Einsatz fehlt.
page-howto-table = Dieser Tisch spielt mit diesen Feldern: { $fields }. Sein Regelsatz kann einige Regeln ändern; seine Beschreibung sagt, welche.
page-rules-link = Die vollständige Spezifikation (auf Englisch)
page-terms = Was die Wörter bedeuten
page-explain-dealer = gibt die Karten; nach jedem Spiel gibt der nächste Spieler.
page-explain-forehand = der Spieler nach dem Geber: Er beginnt beim Pochen und spielt zuerst aus, wenn niemand das Pochen gewonnen hat.
page-explain-upcard = die letzte Karte des Spiels, offen aufgeschlagen; sie gehört niemandem, und ihre Farbe ist die Trumpffarbe.
page-explain-pay-suit = die Farbe der aufgeschlagenen Karte: Ass, König, Dame, Bube und Zehn dieser Farbe ziehen die Felder des Bretts ein.
page-explain-commitment = der SHA-256-Hash des Startwerts dieses Spiels, gezeigt vor den Karten: Der nach dem Spiel aufgedeckte Startwert muss dazu passen, also standen die Karten fest, bevor jemand sie sah.
page-explain-stack = die Chips eines Spielers, ohne die auf dem Brett.
page-explain-cards-held = wie viele Karten jeder Spieler jetzt hält.
page-explain-in-play = beim Pochen: ob der Spieler noch dabei, ausgestiegen, all-in oder ausgeschieden ist, und wie viele Chips er gesetzt hat.
page-explain-chain = die Karten der laufenden Kette: Auf jede Karte folgt die nächsthöhere ihrer Farbe, gelegt von dem, der sie hält, bis es nicht weitergeht.
page-explain-pochen = die Runde der Einsätze auf die beste Kombination; der höchste Einsatz ist die größte Summe, die ein Spieler gesetzt hat.
page-explain-high-stake = die größte Summe, die ein Spieler bei diesem Pochen gesetzt hat: Halten gleicht sie aus, Nachpochen geht darüber.
page-bet-legend = Pochen: { $min } bis { $max } Chips setzen
page-bet-amount = Chips, die du setzt
page-raise-legend = Nachpochen um { $min } bis { $max } Chips über den höchsten Einsatz von { $high }: Er wird dann { $from } bis { $to }
page-raise-amount = Nachpochen um (Chips)
# Der Tisch als Bild, die Einstellungen aus den Antworten des Dienstes, die vergangenen Spiele, der Bericht.
page-guide-link = Die Regeln für Spieler
page-leave = Den Tisch verlassen
page-leave-confirm = Diesen Tisch verlassen? Die Partie ist dann für dich vorbei, und dieser Tab vergisst sie.
page-restored = Dein Tisch ist wieder da, wie du ihn verlassen hast (dieser Tab hat ihn behalten).
page-not-restored = Der Tisch, den dieser Tab behalten hat, lässt sich nicht fortsetzen:
page-starting-chips = Chips, mit denen jeder beginnt (mindestens { $ante }, der erste Einsatz)
page-checking-preset = Der Dienst wird gefragt, welche Tische dieser Regelsatz erlaubt …
page-cards-held =
    { $count ->
        [0] keine Karten
        [one] { $count } Karte auf der Hand
       *[other] { $count } Karten auf der Hand
    }
page-away = abwesend
page-clock = Uhr
page-this-deal = Dieses Spiel: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] als Nächstes Spiel { $deal }, und du gibst
       *[no] als Nächstes Spiel { $deal }: { $seat } gibt
    }
page-hand-between = Die Karten des nächsten Spiels werden gegeben, wenn es beginnt; was jeder hielt, steht unter „Vergangene Spiele“.
page-pot = Pott: { $pot } (Poch { $poch } und { $bets } gesetzt)
page-quick-legend = Schnelle Beträge
page-quick-least = Wenigstens: { $chips }
page-quick-half = Halber Pott: { $chips }
page-quick-pot = Der Pott: { $chips }
page-quick-all-in = Alles: { $chips }
page-quick-most = Höchstens: { $chips }
page-fields-explained = Was die Plätze und Felder zeigen
page-past-title = Vergangene Spiele
page-past-none = Noch ist kein Spiel vorbei.
page-deal-result = Spiel { $deal }: alle Karten, und was das Spiel jedem Spieler gebracht hat
page-col-hand = Gegebene Karten
page-col-ante = Einsatz
page-col-claims = Melden
page-col-discard = Ausspielen
page-col-deal = Dieses Spiel
page-hands-later = wird aus dem aufgedeckten Startwert gelesen …
page-graph-title = Chips im Lauf der Partie
page-graph-start = Beginn
page-graph-numbers = Die Zahlen
page-download = Den Spielbericht herunterladen
page-download-hint = Eine Zeile JSON im Format der Spielberichte des Projekts: \`poch replay --server URL DATEI\` spielt sie über einen Dienst noch einmal ab.
page-download-later = Der Server hat den Startwert dieser Partie gezogen, deshalb nennt ihr Bericht stattdessen das Kartenspiel jedes Spiels: Er lässt sich herunterladen, wenn die Partie vorbei und der Startwert jedes Spiels aufgedeckt ist.
page-fair-server-drew = An diesem Übungstisch hat der Server den Startwert der Partie gezogen, und er spielt alle anderen Plätze. Die Prüfung zeigt, dass die Karten jedes Spiels feststanden, bevor es begann, und dass sein Startwert sie gibt; sie kann nicht zeigen, dass der Server den Startwert nicht ausgesucht hat. An einem Tisch mit Menschen gibt jeder Spieler einen eigenen Startwert dazu, damit niemand die Karten aussucht.
page-fair-you-chose = Du hast den Startwert dieser Partie gewählt und damit ihre Karten: Die Prüfung zeigt, dass jedes Spiel das ist, das dein Startwert gibt.
page-error-other = Der Dienst hat abgelehnt: { $code }.
page-error-unreachable = Der Dienst ist nicht erreichbar; prüfe die Verbindung und versuche es noch einmal.
page-error-player_count = Das Kartenspiel dieses Regelsatzes reicht nicht für so viele Spieler.
page-error-dreier_needs_three_players = Dieser Regelsatz ist für genau drei Spieler.
page-error-five_talon_too_few_cards = Mit fünf Karten für jeden hat das Kartenspiel zu wenige Karten für so viele Spieler.
page-error-show_pair_needs_pair_required = Diese Regeln lassen einen unbestrittenen Gewinner ein Paar zeigen; dann dürfen nur Spieler mit einem Paar pochen.
page-error-starting_chips_below_ante = Jeder Spieler muss mit mindestens dem ersten Einsatz beginnen.
page-error-invalid_players = Die Namen der Spieler müssen verschieden sein, jeder 1 bis 64 Zeichen ohne Steuerzeichen.
page-error-unknown_preset = Diesen Regelsatz kennt der Dienst nicht.
page-error-caller_seed_forbidden = Dieser Dienst zieht jeden Startwert selbst: Lass den Startwert leer.
page-error-invalid_argument = Ein Feld des Formulars ist nicht lesbar; prüfe den Startwert (64 Hexziffern) und die Zahlen.
page-error-state_tampered = Der Tisch wurde von einem anderen Server versiegelt, oder von diesem vor einem Neustart.
page-error-overloaded = Der Dienst ist ausgelastet; versuche es gleich noch einmal.
page-error-timeout = Der Dienst hat zu lange gebraucht; versuche es noch einmal.

## Aktionen (RULES 12.4) und die Beschriftung ihres Knopfes.

action-pass =
    { $seat-you ->
        [yes] Du passt.
       *[no] { $seat } passt.
    }
    .label = Passen
action-bet =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } mit { $amount ->
        [one] { $amount } Chip.
       *[other] { $amount } Chips.
    }
    .label = Pochen
action-call =
    { $seat-you ->
        [yes] Du hältst.
       *[no] { $seat } hält.
    }
    .label = Halten
action-raise =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } um { $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    } nach.
    .label = Nachpochen
action-fold =
    { $seat-you ->
        [yes] Du steigst aus.
       *[no] { $seat } steigt aus.
    }
    .label = Aussteigen
action-lead =
    { $seat-you ->
        [yes] Du spielst
       *[no] { $seat } spielt
    } { $card } aus{ $direction ->
        [up] , und in diesem Spiel wird aufwärts gespielt.
        [down] , und in diesem Spiel wird abwärts gespielt.
       *[none] .
    }
    .label = Ausspielen
action-deal =
    { $seat-you ->
        [yes] Du gibst das nächste Spiel.
       *[no] { $seat } gibt das nächste Spiel.
    }
    .label = Geben
action-timeout =
    { $seat-you ->
        [yes] Deine Zeit läuft ab.
       *[no] Die Zeit von { $seat } läuft ab.
    }
    .label = Zeit abgelaufen

## Ereignisse, in der Reihenfolge eines Spiels.

event-deal_started =
    Spiel { $deal }: { $dealer-you ->
        [yes] Du gibst
       *[no] { $dealer } gibt
    }, und { $forehand-you ->
        [yes] du bist
       *[no] { $forehand } ist
    } Vorhand.
event-ante_paid =
    Jeder Spieler zahlt den Grundeinsatz von { $chips ->
        [one] { $chips } Chip.
       *[other] { $chips } Chips.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Du erhältst
       *[no] { $seat } erhält
    } { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }: { $cards }.
event-upcard_turned = Aufgeschlagen wird { $card }: { suit-name } ist Trumpffarbe.
upcard-held =
    { $seat-you ->
        [yes] Sie ist deine eigene letzte Karte und bleibt auf deiner Hand.
       *[no] Sie ist die eigene letzte Karte von { $seat } und bleibt auf der Hand.
    }
dead-cards =
    { $count ->
        [one] { $count } tote Karte liegt
       *[other] { $count } tote Karten liegen
    } offen in der Mitte: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } Karte bleibt verdeckt im Talon.
       *[other] { $count } Karten bleiben verdeckt im Talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] Du ziehst
       *[no] { $seat } zieht
    } aus dem Feld { $field ->
        [A] { field-A }
        [K] { field-K }
        [Q] { field-Q }
        [J] { field-J }
        [T] { field-T }
        [MAR] { field-MAR }
       *[SEQ] { field-SEQ }
    } { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } ein ({ $cards }).
event-pochen_started =
    Das Pochen beginnt mit { $count } Spielern; im Feld Poch { $poch ->
        [one] liegt { $poch } Chip.
       *[other] liegen { $poch } Chips.
    }
event-pochen_skipped = Das Pochen entfällt: Weniger als zwei Spieler haben Chips, also zählt es, als hätten alle gepasst.
event-passed =
    { $out ->
        [yes] { $seat-you ->
            [yes] Du passt und steigst aus dieser Spielphase aus.
           *[no] { $seat } passt und steigt aus dieser Spielphase aus.
        }
       *[no] { $seat-you ->
            [yes] Du passt.
           *[no] { $seat } passt.
        }
    }
event-bet_placed =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } mit { $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Du hältst
       *[no] { $seat } hält
    } mit { $put ->
        [one] { $put } Chip
       *[other] { $put } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Du pochst
       *[no] { $seat } pocht
    } um { $amount } nach und setzt { $put ->
        [one] { $put } Chip
       *[other] { $put } Chips
    }{ $allin ->
        [yes] { " " }und { $seat-you ->
            [yes] gehst
           *[no] geht
        } all-in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Du steigst aus.
       *[no] { $seat } steigt aus.
    }
event-group_shown =
    { $seat-you ->
        [yes] Du zeigst
       *[no] { $seat } zeigt
    } { $size ->
        [0] keine Kombination.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Alle haben gepasst: { $poch ->
            [one] Der { $poch } Chip im Feld Poch bleibt
           *[other] Die { $poch } Chips im Feld Poch bleiben
        } für das nächste Spiel liegen.
        [uncontested] { $winner-you ->
            [yes] Du gewinnst das Pochen ohne Gegner und erhältst
           *[no] { $winner } gewinnt das Pochen ohne Gegner und erhält
        } { $chips ->
            [one] { $chips } Chip.
           *[other] { $chips } Chips.
        }
       *[showdown] { $winner-you ->
            [yes] Du gewinnst das Pochen im Showdown und erhältst
           *[no] { $winner } gewinnt das Pochen im Showdown und erhält
        } { $chips ->
            [one] { $chips } Chip.
           *[other] { $chips } Chips.
        }
    }
# ED-15: eine Zeile je Gewinner eines Topfes.
layer-won =
    Topf { $layer } ({ $amount ->
        [one] { $amount } Chip
       *[other] { $amount } Chips
    }): { $seat-you ->
        [yes] Du gewinnst
       *[no] { $seat } gewinnt
    } { $share }.
# RULES 8.9.1: ein oberster Topf mit nur einem Berechtigten geht an ihn zurück.
layer-returned =
    Topf { $layer }: { $share ->
        [one] { $share } Chip hat
       *[other] { $share } Chips hat
    } niemand gehalten; { $seat-you ->
        [yes] du nimmst
       *[no] { $seat } nimmt
    } { $share ->
        [one] ihn
       *[other] sie
    } zurück.
# ED-14: die übrigen Chips einer Teilung.
layer-remainder =
    Topf { $layer }: { $chips ->
        [one] { $chips } übriger Chip bleibt
       *[other] { $chips } übrige Chips bleiben
    } im Feld Poch.
event-discard_started =
    Das Ausspielen beginnt: { $leader-you ->
        [yes] Du spielst zuerst aus.
       *[no] { $leader } spielt zuerst aus.
    }
event-direction_chosen =
    { $direction ->
        [up] In diesem Spiel wird aufwärts gespielt.
       *[down] In diesem Spiel wird abwärts gespielt.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Du spielst
           *[no] { $seat } spielt
        } { $card } aus.
       *[no] { $seat-you ->
            [yes] Du legst
           *[no] { $seat } legt
        } { $card } an.
    }
# RULES 9.5: warum eine Kette abbricht; 9.6: wer die nächste beginnt.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Du hast keine Karte mehr und gewinnst das Ausspielen.
           *[no] { $next } hat keine Karte mehr und gewinnt das Ausspielen.
        }
       *[other] Die Kette bricht ab: { $stop ->
            [top] Die höchste Karte ist gespielt
            [bottom] Die niedrigste Karte ist gespielt
            [upcard] Die nächste Karte ist die aufgeschlagene
            [dead] Die nächste Karte ist tot
            [talon] Die nächste Karte liegt im Talon
           *[played] Die nächste Karte ist schon gespielt
        }; { $next-you ->
            [yes] du beginnst die nächste Kette.
           *[no] { $next } beginnt die nächste Kette.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Du hast
       *[no] { $winner } hat
    } die letzte Karte { $lead ->
        [yes] ausgespielt
       *[no] angelegt
    } und { $winner-you ->
        [yes] erhältst
       *[no] erhält
    } { $chips ->
        [one] { $chips } Chip.
       *[other] { $chips } Chips.
    }
# RULES 9.8: die Pinke geht an den Gewinner.
settlement-mid =
    { $chips ->
        [one] { $chips } Chip kommt aus der Pinke.
       *[other] { $chips } Chips kommen aus der Pinke.
    }
# RULES 9.8, 9.9, ED-23: ein Verlierer zahlt einen Chip je übriger Karte, höchstens seinen Vorrat.
settlement-paid =
    { $seat-you ->
        [yes] Du zahlst
       *[no] { $seat } zahlt
    } { $paid ->
        [one] { $paid } Chip
       *[other] { $paid } Chips
    } für { $count ->
        [one] { $count } übrige Karte
       *[other] { $count } übrige Karten
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } Chip wird erlassen.
       *[other] ; { $forgiven } Chips werden erlassen.
    }
event-deal_ended = Spiel { $deal } ist vorbei.
event-match_ended =
    Die Partie ist nach { $deals ->
        [one] { $deals } Spiel
       *[other] { $deals } Spielen
    } vorbei: { $reason ->
        [max_deals] Die Zahl der Spiele ist erreicht.
        [ante_shortfall] Ein Spieler kann den nächsten Grundeinsatz von { $ante ->
            [one] { $ante } Chip
           *[other] { $ante } Chips
        } nicht zahlen.
       *[both] Die Zahl der Spiele ist erreicht, und ein Spieler kann den nächsten Grundeinsatz von { $ante ->
            [one] { $ante } Chip
           *[other] { $ante } Chips
        } nicht zahlen.
    }
# RULES 10.3: eine Zeile des Stands.
standing =
    { $place }. { $seat-you ->
        [yes] du
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }{ $paid ->
        [no] { " " }(konnte den Grundeinsatz nicht zahlen)
       *[yes] {""}
    }
# RULES 10.4: die Chips auf dem Brett gehören niemandem.
board-shared =
    { $chips ->
        [one] Das Brett wird geteilt: Jeder Spieler erhält { $chips } Chip.
       *[other] Das Brett wird geteilt: Jeder Spieler erhält { $chips } Chips.
    }

board-left =
    { $chips ->
        [one] { $chips } Chip bleibt auf dem Brett und gehört niemandem.
       *[other] { $chips } Chips bleiben auf dem Brett und gehören niemandem.
    }

event-timed_out =
    { $seat-you ->
        [yes] Deine Zeit ist abgelaufen; für dich wird der Zug bei Zeitablauf gespielt.
       *[no] Die Zeit von { $seat } ist abgelaufen; für { $seat } wird der Zug bei Zeitablauf gespielt.
    }

## Abweisungen: warum eine Aktion nicht erlaubt ist (nach ihrem Code).

rejection-match_over = Die Partie ist vorbei.
rejection-seat_out_of_range = Diesen Platz gibt es an diesem Tisch nicht.
rejection-not_your_turn = Du bist nicht an der Reihe.
rejection-wrong_phase = Diese Aktion gehört nicht in diese Spielphase.
rejection-not_eligible = Ohne mindestens ein Paar darfst du nur passen oder aussteigen.
rejection-bet_outstanding = Es wurde gepocht: halten, nachpochen oder aussteigen.
rejection-nothing_to_call = Niemand hat gepocht: passen oder pochen.
rejection-bet_below_minimum = Gepocht wird mit mindestens 1 Chip.
rejection-above_maximum = Das ist mehr, als die Obergrenze erlaubt.
rejection-insufficient_chips = So viele Chips hast du nicht.
rejection-card_not_in_hand = Diese Karte hast du nicht auf der Hand.
rejection-direction_not_allowed = Eine Richtung kann jetzt nicht gewählt werden.
rejection-direction_required = Die erste ausgespielte Karte wählt die Richtung: up oder down anfügen.
rejection-deck_order_not_allowed = Diese Partie mischt aus ihrem Startwert; sie nimmt keine Kartenfolge an.
rejection-deck_order_required = Diese Partie gibt aus vorgegebenen Kartenfolgen, und für dieses Spiel ist keine mehr übrig.
rejection-invalid_deck_order = Diese Kartenfolge ist kein vollständiges Kartenspiel dieser Partie.

## Der Bildschirm von \`poch play\`.

play-prompt = Deine Aktion
play-help = Gib eine Aktion ein: pass (passen), bet N (pochen), call (halten), raise N (nachpochen), fold (aussteigen), lead KARTE (ausspielen, z. B. QH für die Herz-Dame; beim ersten Ausspielen, wenn der Ausspieler wählt, dazu up oder down), deal (geben). Oder: history (das ganze Spiel bisher), help, quit.
play-not-an-action = „{ $input }“ ist keine Aktion.
play-refused = Nicht erlaubt: { $why }
play-you-may = Du kannst: { $choices }
play-history = Spiel { $deal } bisher:
play-commitment = Spiel { $deal } wird aus einem vorab festgelegten Startwert gegeben: seine Festlegung (SHA-256) ist { $commitment }.
play-seed = Der Startwert von Spiel { $deal } ist aufgedeckt: { $seed }. Jeder kann ihn mit der Festlegung vergleichen und das Spiel nachgeben:
play-left =
    Du verlässt die Partie nach { $deals ->
        [one] { $deals } Spiel.
       *[other] { $deals } Spielen.
    } Der Stand bisher:
`;var Nt=`### Poch Engine: the sentences of events and actions, and the table's words, in English.
###
### One catalogue a language (en, de, nl, nb, fi), all five with exactly the same message ids and
### attributes (a test holds them to it). Only Fluent's own syntax is used: selectors, message
### references and the built-in NUMBER, so that @fluent/bundle in a browser formats these files
### as fluent-bundle does in Rust. Format with Unicode isolation off (\`useIsolating: false\`).
###
### The ids: \`event-<type>\` for each event kind (the event's \`type\` on the wire: deal_started …
### match_ended); \`action-<kind>\` for each action (pass, bet, call, raise, fold, lead, deal),
### with its button label as \`.label\`; \`rejection-<code>\` for each rejection code; \`phase-<name>\`,
### \`field-<name>\` (with \`.title\`), \`status-<status>\`, \`direction-<direction>\`, \`outcome-<outcome>\`
### as the wire writes them; \`label-…\` for the table's words; \`play-…\` for the \`poch play\` screen;
### \`page-…\` for the web table at /play (client/typescript/play/messages.ts lists what it uses);
### and the helpers that the sentences use (\`card\`, \`group\`, \`layer-won\` …).
###
### Arguments, by name:
###   $seat, $dealer, $forehand, $leader, $winner, $next: a player's id. Each comes with a flag
###     of the same name and \`-you\` ($seat-you, $dealer-you …): "yes" when that seat is the
###     reader, so that the sentence says "you" with its verb agreeing, else "no".
###   $deal, $deals, $layer, $place: a number.
###   $chips, $amount, $put, $share, $paid, $forgiven, $poch, $ante: a number of chips.
###   $count: a number of players or of cards, as the message says.
###   $card: one card, formatted with the \`card\` message; $cards: cards so formatted, joined by
###     single spaces.
###   $rank: a rank as a number: 2 … 10, 11 (J), 12 (Q), 13 (K), 14 (A); $suit: C, S, H or D;
###   $deck: french32, french52 or bavarian36 (the Bavarian names of RULES 3.3). The card, rank,
###     suit and group messages take all three.
###   $field: A, K, Q, J, T, MAR, SEQ, POCH or MID.
###   $size: the cards of a group shown: 0 (no group), 2, 3 or 4.
###   $out, $allin, $led, $lead: "yes" or "no".
###   $direction: up or down, or none (a lead that chooses no direction).
###   $stop: top, bottom, upcard, dead, talon, played or out (why a chain stopped).
###   $outcome: all_passed, uncontested or showdown.
###   $reason: max_deals, ante_shortfall or both (why the match ended).
###   $input, $why, $choices: text.
###   $min, $max: a number of chips (the web table's bounds of a bet or a raise).
###   $status, $card-name: text (a status's word; a card's name, as \`page-card-name\` writes it).
###   $high, $from, $to: a number of chips (the high stake, and what a raise makes of it).
###   $fields: field names, joined; $why: text (why a deal did not verify).
###   $commitment, $seed: 64 hex digits (a deal's commitment, its revealed seed).

## Cards. RULES 0.3 and 3.3: ranks and suits, French or Bavarian.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] J
                [12] Q
                [13] K
                [14] A
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] ace
            }
        [13] king
        [12] { $deck ->
                [bavarian36] Ober
               *[other] queen
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] jack
            }
        [10] ten
        [9] nine
        [8] eight
        [7] seven
        [6] six
        [5] five
        [4] four
        [3] three
       *[2] two
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] acorns
                [S] leaves
                [H] hearts
               *[D] bells
            }
       *[other]
            { $suit ->
                [C] clubs
                [S] spades
                [H] hearts
               *[D] diamonds
            }
    }
# The form of a rank after "three", "four" and "a pair of".
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dauses
               *[other] aces
            }
        [13] kings
        [12] { $deck ->
                [bavarian36] Obers
               *[other] queens
            }
        [11] { $deck ->
                [bavarian36] Unters
               *[other] jacks
            }
        [10] tens
        [9] nines
        [8] eights
        [7] sevens
        [6] sixes
        [5] fives
        [4] fours
        [3] threes
       *[2] twos
    }
group-pair = a pair of { rank-counted }
# RULES 8.1: a group of 2, 3 or 4 cards of one rank.
group =
    { $size ->
        [2] { group-pair }
        [3] three { rank-counted }
       *[4] four { rank-counted }
    }

## The table's words.

phase-claims = Claims
phase-pochen = Pochen
phase-discard = Discard
phase-between_deals = Between deals
phase-match_over = Match over

field-A = A
    .title = the pay-suit ace takes it
field-K = K
    .title = the pay-suit king takes it
field-Q = Q
    .title = the pay-suit queen takes it
field-J = J
    .title = the pay-suit jack takes it
field-T = T
    .title = the pay-suit ten takes it
field-MAR = MAR
    .title = marriage: the pay-suit king and queen in one hand take it
field-SEQ = SEQ
    .title = sequence: the pay-suit 7, 8 and 9 in one hand take it
field-POCH = POCH
    .title = the Pochen pot: the best group takes it
field-MID = MID
    .title = the middle pot (Pinke): the first to go out takes it

status-IN = in
status-FOLDED = folded
status-ALL_IN = all in
status-OUT = out

direction-up = up
direction-down = down

outcome-all_passed = all passed
outcome-uncontested = uncontested
outcome-showdown = showdown

label-you = you
label-board = Board
label-stacks = Stacks
label-deal = Deal { $deal }
label-dealer = Dealer
label-forehand = Forehand
label-upcard = Upcard
label-pay-suit = Pay suit
label-your-hand = Your hand
label-best-group = Your best group
label-high-stake = High stake
label-contributions = Contributions
label-cards-held = Cards held
label-direction = Direction
label-talon = Talon
label-dead = Dead cards
label-history = History
label-standings = Standings
label-players = Players
label-bots = Bots
label-preset = Preset
label-language = Language

## The web table (/play): its headings, its setup form and its controls. A \`$seat\` is a
## player's id (with \`$seat-you\`), but in \`page-seat\` the seat's number counted from 1.

page-language-name = English
page-title = Poch: the table
page-setup-title = A new match
page-your-name = Your name
page-your-seat = Your seat
page-seat = Seat { $seat }
page-bot-random = Random bot
page-bot-heuristic = Heuristic bot
page-bot-search = Search bot
page-bot-timeout = Time-out bot
page-max-deals = Deals (empty: until the match ends by itself)
page-seed = Seed (64 hex digits; empty: the server draws one)
page-start = Start the match
page-dealing = Dealing …
page-table-title = The table
page-deal-title = The deal
page-seats-title = The seats
page-col-seat = Player
page-col-stack = Stack
page-col-in-play = In play
page-chain-title = The discard chain
page-controls-title = Your move
page-waiting = The others are playing.
page-chips =
    { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
page-call = { action-call.label }: put in { page-chips }
page-lead-card = Lead a card
page-lead-the = { $card }: lead the { $card-name }
page-card-name = { rank-name } of { suit-name }
page-to-act =
    { $seat-you ->
        [yes] your turn
       *[no] { $seat } to act
    }
page-in-play = { $status }, { page-chips } in
page-standings-after =
    { $deals ->
        [one] Standings after { $deals } deal
       *[other] Standings after { $deals } deals
    }
page-again = A new match
# The pace at which the others' moves are shown, one at a time.
page-pace = Pace of the others' moves
page-pace-slow = Slow
page-pace-normal = Normal
page-pace-fast = Fast
page-pace-fastest = Fastest
page-skip = Skip to the next summary
page-continue = Continue
# The moments: the table stops on each for a summary.
page-moment-claims = The claims
page-moment-pochen = The end of the Pochen
page-moment-settlement = The settlement
page-moment-match = The end of the match
page-no-claims = Nobody claimed a field: each keeps its chips for the next deal.
page-payments = Who paid what
page-col-cards-left = Cards left
page-col-paid = Paid
page-col-receives = Receives
# Fair deals: the commitment comes before the cards, the seed after the deal.
page-commitment = Commitment
page-deal-seed = Deal seed
page-seed-later = The deal seed is revealed when the deal is over; then anyone can check that it is the commitment's and that it deals these cards.
page-verify = Verify this deal
page-verifying = Checking the deal …
page-verified = Verified: the seed is the commitment's (SHA-256), and it deals your hand and the upcard as they were dealt.
page-not-verified = Not verified: { $why }.
page-verify-commitment = the seed's SHA-256 is not the commitment
page-verify-hand = the seed deals you other cards than you were dealt
page-verify-upcard = the seed turns up another upcard
# How to play, in short.
page-howto-title = How to play
page-howto-deal = Every deal, each player first puts 1 chip on each field of the board (the ante). The cards are dealt, and the last one is turned face up: the upcard. Its suit is the pay suit.
page-howto-claims = 1. Claims: whoever holds the ace, king, queen, jack or ten of the pay suit takes the chips of that field; the king and queen together also take MAR (marriage), and 7, 8 and 9 take SEQ (sequence). A field nobody claims keeps its chips for the next deal.
page-howto-pochen = 2. Pochen: a round of bets on the best group (a pair, three or four of a kind). Forehand, the player after the dealer, speaks first. In most presets only a player with at least a pair may bet. You may pass, bet, call, raise or fold; the best group takes the bets and POCH, and between two equal pairs the one with the pay-suit card wins.
page-howto-discard = 3. Discard: the leader plays a card, and whoever holds the next card of the same suit must play it, and so on until the chain stops; the last player leads again. The first to play his last card takes MID (the middle pot) and a chip from every other player for each card left in that player's hand.
page-howto-end = The match ends when a player cannot pay the ante, or after the deals set at the start. The most chips wins.
page-howto-bets = Amounts: a bet names the chips you put in; a raise names the chips you add above the high stake (the highest bet so far); a call puts in what you need to match it.
page-howto-table = This table plays with these fields: { $fields }. Its preset may change some rules: the preset's description says how.
page-rules-link = The full specification (in English)
page-terms = What the words mean
page-explain-dealer = deals the cards; the deal passes to the next player after every deal.
page-explain-forehand = the player after the dealer: speaks first in the Pochen and leads the discard when nobody won the Pochen.
page-explain-upcard = the last card of the deal, turned face up; it belongs to nobody, and its suit is the pay suit.
page-explain-pay-suit = the suit of the upcard: its ace, king, queen, jack and ten claim the fields of the board.
page-explain-commitment = the SHA-256 digest of this deal's seed, shown before the cards: the seed, revealed after the deal, must match it, so the cards were fixed before anyone saw them.
page-explain-stack = the chips a player holds, not counting those on the board.
page-explain-cards-held = how many cards each player holds now.
page-explain-in-play = in the Pochen: whether the player is still in, has folded, is all in or out, and the chips put in.
page-explain-chain = the cards of the current chain: each card is followed by the next higher card of its suit, played by whoever holds it, until nobody can.
page-explain-pochen = the round of bets on the best group; the high stake is the largest total any player has put in.
page-explain-high-stake = the largest total a player has put in this Pochen: a call matches it, a raise goes above it.
page-bet-legend = Bet: put in { $min } to { $max } chips
page-bet-amount = Chips to put in
page-raise-legend = Raise by { $min } to { $max } chips above the high stake of { $high }: the high stake becomes { $from } to { $to }
page-raise-amount = Raise by (chips)
# The table drawn as a table, the setup from the service's answers, the past deals, the record.
page-guide-link = The rules for players
page-leave = Leave the table
page-leave-confirm = Leave this table? The match is over for you, and this tab forgets it.
page-restored = Your table is back as you left it (this tab kept it).
page-not-restored = The table this tab kept cannot be resumed:
page-starting-chips = Chips each player starts with (at least { $ante }, the first ante)
page-checking-preset = Asking the service which tables this preset allows …
page-cards-held =
    { $count ->
        [0] no cards
        [one] { $count } card held
       *[other] { $count } cards held
    }
page-away = away
page-clock = Clock
page-this-deal = This deal: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] deal { $deal } is next, and you deal
       *[no] deal { $deal } is next: { $seat } deals
    }
page-hand-between = The cards of the next deal are dealt when it begins; what each player held is under “Past deals”.
page-pot = Pot: { $pot } (POCH { $poch } and { $bets } bet)
page-quick-legend = Quick amounts
page-quick-least = Least: { $chips }
page-quick-half = Half the pot: { $chips }
page-quick-pot = The pot: { $chips }
page-quick-all-in = All in: { $chips }
page-quick-most = The most: { $chips }
page-fields-explained = What the seats and the fields show
page-past-title = Past deals
page-past-none = No deal is over yet.
page-deal-result = Deal { $deal }: every hand, and what the deal did to each player
page-col-hand = Hand dealt
page-col-ante = Ante
page-col-claims = Claims
page-col-discard = Discard
page-col-deal = This deal
page-hands-later = read from the revealed seed …
page-graph-title = Chips over the match
page-graph-start = Start
page-graph-numbers = The numbers
page-download = Download the match record
page-download-hint = One line of JSON in the project's match record format: \`poch replay --server URL FILE\` plays it again through a service.
page-download-later = The server drew this match's seed, so its record names each deal's deck instead: it can be downloaded once the match is over and every deal's seed is revealed.
page-fair-server-drew = At this practice table the server drew the match's seed, and it plays every other seat. The check shows that each deal's cards were fixed before it began and that its seed deals them; it cannot show that the server did not pick the seed. At a table of people each player adds a seed of their own, so that nobody picks the cards.
page-fair-you-chose = You chose this match's seed, and so its cards: the check shows that each deal is the one your seed deals.
page-error-other = The service refused: { $code }.
page-error-unreachable = The service cannot be reached; check the connection and try again.
page-error-player_count = This preset's deck does not seat that many players.
page-error-dreier_needs_three_players = This preset is for exactly three players.
page-error-five_talon_too_few_cards = With five cards each, the deck has too few cards for that many players.
page-error-show_pair_needs_pair_required = These rules make an uncontested winner show a pair; then only players with a pair may bet.
page-error-starting_chips_below_ante = Each player must start with at least the first ante.
page-error-invalid_players = The players' names must differ, each 1 to 64 characters without control characters.
page-error-unknown_preset = The service does not know this preset.
page-error-caller_seed_forbidden = This service draws every seed itself: leave the seed empty.
page-error-invalid_argument = A field of the form cannot be read; check the seed (64 hex digits) and the numbers.
page-error-state_tampered = The table was sealed by another server, or by this one before a restart.
page-error-overloaded = The service is busy; try again in a moment.
page-error-timeout = The service took too long to answer; try again.

## Actions: what a seat does (RULES 12.4), and the label of its button.

action-pass =
    { $seat-you ->
        [yes] You pass.
       *[no] { $seat } passes.
    }
    .label = Pass
action-bet =
    { $seat-you ->
        [yes] You bet
       *[no] { $seat } bets
    } { $amount ->
        [one] { $amount } chip.
       *[other] { $amount } chips.
    }
    .label = Bet
action-call =
    { $seat-you ->
        [yes] You call.
       *[no] { $seat } calls.
    }
    .label = Call
action-raise =
    { $seat-you ->
        [yes] You raise
       *[no] { $seat } raises
    } by { $amount ->
        [one] { $amount } chip.
       *[other] { $amount } chips.
    }
    .label = Raise
action-fold =
    { $seat-you ->
        [yes] You fold.
       *[no] { $seat } folds.
    }
    .label = Fold
action-lead =
    { $seat-you ->
        [yes] You lead
       *[no] { $seat } leads
    } { $card }{ $direction ->
        [up] , and the chains run up this deal.
        [down] , and the chains run down this deal.
       *[none] .
    }
    .label = Lead
action-deal =
    { $seat-you ->
        [yes] You deal the next deal.
       *[no] { $seat } deals the next deal.
    }
    .label = Deal
action-timeout =
    { $seat-you ->
        [yes] Your time runs out.
       *[no] { $seat }'s time runs out.
    }
    .label = Time out

## Events, in the order a deal makes them.

event-deal_started =
    Deal { $deal }: { $dealer-you ->
        [yes] you deal
       *[no] { $dealer } deals
    } and { $forehand-you ->
        [yes] you are
       *[no] { $forehand } is
    } forehand.
event-ante_paid =
    Each player pays an ante of { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] You are dealt
       *[no] { $seat } is dealt
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
event-upcard_turned = The upcard is { $card }: the pay suit is { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] It is your own last card, and you keep it in your hand.
       *[no] It is { $seat }'s own last card, and it stays in that hand.
    }
dead-cards =
    { $count ->
        [one] { $count } dead card lies face up
       *[other] { $count } dead cards lie face up
    }: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } card stays face down in the talon.
       *[other] { $count } cards stay face down in the talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] You take
       *[no] { $seat } takes
    } { $field } with { $cards }: { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
event-pochen_started =
    The Pochen begins with { $count } players; POCH holds { $poch ->
        [one] { $poch } chip.
       *[other] { $poch } chips.
    }
event-pochen_skipped = The Pochen is skipped: fewer than two players have chips, so it counts as all passed.
event-passed =
    { $seat-you ->
        [yes] You pass
       *[no] { $seat } passes
    }{ $out ->
        [yes] { " " }and { $seat-you ->
            [yes] are
           *[no] is
        } out of the Pochen.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] You bet
       *[no] { $seat } bets
    } { $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] You call with
       *[no] { $seat } calls with
    } { $put ->
        [one] { $put } chip
       *[other] { $put } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] You raise
       *[no] { $seat } raises
    } by { $amount } and { $seat-you ->
        [yes] put
       *[no] puts
    } in { $put ->
        [one] { $put } chip
       *[other] { $put } chips
    }{ $allin ->
        [yes] , all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] You fold.
       *[no] { $seat } folds.
    }
event-group_shown =
    { $seat-you ->
        [yes] You show
       *[no] { $seat } shows
    } { $size ->
        [0] no group.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Everyone passed: POCH keeps its { $poch ->
            [one] { $poch } chip
           *[other] { $poch } chips
        } for the next deal.
        [uncontested] { $winner-you ->
            [yes] You win
           *[no] { $winner } wins
        } the Pochen uncontested and { $winner-you ->
            [yes] take
           *[no] takes
        } { $chips ->
            [one] { $chips } chip.
           *[other] { $chips } chips.
        }
       *[showdown] { $winner-you ->
            [yes] You win
           *[no] { $winner } wins
        } the Pochen at the showdown and { $winner-you ->
            [yes] take
           *[no] takes
        } { $chips ->
            [one] { $chips } chip.
           *[other] { $chips } chips.
        }
    }
# ED-15: one line a winner of a layer.
layer-won =
    Layer { $layer } ({ $amount ->
        [one] { $amount } chip
       *[other] { $amount } chips
    }): { $seat-you ->
        [yes] you win
       *[no] { $seat } wins
    } { $share }.
# RULES 8.9.1: a top layer with a single eligible seat returns his uncalled chips.
layer-returned =
    Layer { $layer }: nobody called { $share ->
        [one] { $share } chip
       *[other] { $share } chips
    }, and { $seat-you ->
        [yes] you take it back.
       *[no] { $seat } takes it back.
    }
# ED-14: the odd chips of a split.
layer-remainder =
    Layer { $layer }: { $chips ->
        [one] { $chips } odd chip stays
       *[other] { $chips } odd chips stay
    } in POCH.
event-discard_started =
    The discard begins: { $leader-you ->
        [yes] you lead.
       *[no] { $leader } leads.
    }
event-direction_chosen =
    { $direction ->
        [up] The chains run up this deal.
       *[down] The chains run down this deal.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] You lead
           *[no] { $seat } leads
        } { $card }.
       *[no] { $seat-you ->
            [yes] You follow with
           *[no] { $seat } follows with
        } { $card }.
    }
# RULES 9.5: why a chain stops; 9.6: who leads next.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] You have no cards left and go out.
           *[no] { $next } has no cards left and goes out.
        }
       *[other] The chain stops: { $stop ->
            [top] the top card is played
            [bottom] the bottom card is played
            [upcard] the next card is the upcard
            [dead] the next card is dead
            [talon] the next card is in the talon
           *[played] the next card was played already
        }; { $next-you ->
            [yes] you lead next.
           *[no] { $next } leads next.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] You went out
       *[no] { $winner } went out
    } { $lead ->
        [yes] on a lead
       *[no] on a forced card
    } and { $winner-you ->
        [yes] receive
       *[no] receives
    } { $chips ->
        [one] { $chips } chip.
       *[other] { $chips } chips.
    }
# RULES 9.8: MID goes to the winner.
settlement-mid =
    { $chips ->
        [one] { $chips } chip comes from MID.
       *[other] { $chips } chips come from MID.
    }
# RULES 9.8, 9.9, ED-23: a loser pays a chip a card left, at most his stack.
settlement-paid =
    { $seat-you ->
        [yes] You pay
       *[no] { $seat } pays
    } { $paid ->
        [one] { $paid } chip
       *[other] { $paid } chips
    } for { $count ->
        [one] { $count } card left
       *[other] { $count } cards left
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } is forgiven.
       *[other] ; { $forgiven } are forgiven.
    }
event-deal_ended = Deal { $deal } is over.
event-match_ended =
    The match is over after { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }: { $reason ->
        [max_deals] the deal limit is reached.
        [ante_shortfall] a player cannot pay the next ante of { $ante ->
            [one] { $ante } chip.
           *[other] { $ante } chips.
        }
       *[both] the deal limit is reached, and a player cannot pay the next ante of { $ante ->
            [one] { $ante } chip.
           *[other] { $ante } chips.
        }
    }
# RULES 10.3: one line of the standings.
standing =
    { $place }. { $seat-you ->
        [yes] you
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }{ $paid ->
        [no] { " " }(could not pay the ante)
       *[yes] {""}
    }
# RULES 10.4: the chips left on the board go to nobody.
board-shared =
    { $chips ->
        [one] The board is shared: each player receives { $chips } chip.
       *[other] The board is shared: each player receives { $chips } chips.
    }

board-left =
    { $chips ->
        [one] { $chips } chip stays on the board and goes to nobody.
       *[other] { $chips } chips stay on the board and go to nobody.
    }

event-timed_out =
    { $seat-you ->
        [yes] Your time ran out; the time-out move is played for you.
       *[no] { $seat }'s time ran out; the time-out move is played for them.
    }

## Rejections: why an action is refused (by its code).

rejection-match_over = The match is over.
rejection-seat_out_of_range = There is no such seat at this table.
rejection-not_your_turn = It is not your turn.
rejection-wrong_phase = That action does not belong to this phase.
rejection-not_eligible = Without at least a pair you may only pass or fold.
rejection-bet_outstanding = A bet is outstanding: call, raise or fold.
rejection-nothing_to_call = No bet is outstanding: pass or bet.
rejection-bet_below_minimum = A bet or raise is at least 1 chip.
rejection-above_maximum = That is more than the cap allows.
rejection-insufficient_chips = You do not have that many chips.
rejection-card_not_in_hand = That card is not in your hand.
rejection-direction_not_allowed = No direction may be chosen now.
rejection-direction_required = The first lead chooses the direction: add up or down.
rejection-deck_order_not_allowed = This match deals from its seed; it takes no deck order.
rejection-deck_order_required = This match deals from supplied decks, and none is left for this deal.
rejection-invalid_deck_order = That deck order is not a whole deck of this match.

## The \`poch play\` screen.

play-prompt = Your action
play-help = Type an action: pass, bet N, call, raise N, fold, lead CARD (as QH; add up or down on the first lead when the leader chooses), deal. Or: history (the whole deal so far), help, quit.
play-not-an-action = “{ $input }” is not an action.
play-refused = Not allowed: { $why }
play-you-may = You may: { $choices }
play-history = Deal { $deal } so far:
play-commitment = Deal { $deal } is dealt from a seed fixed in advance: its commitment (SHA-256) is { $commitment }.
play-seed = Deal { $deal }'s seed is revealed: { $seed }. Anyone can check it against the commitment and redo the deal:
play-left =
    You leave after { $deals ->
        [one] { $deals } deal.
       *[other] { $deals } deals.
    } The standings so far:
`;var Mt=`### Poch Engine: tapahtumien ja siirtojen lauseet sekä pöydän sanat suomeksi.
### Sanat ovat lähteestä [004] (maksumaa, etukäsi, avioliitto, suora, pochen-potti, keskuspotti,
### pelimerkki, passata, panostaa, korottaa, luovuttaa, sarja). Argumentit on kuvattu en.ftl:n
### alussa. Pelaajan nimeä ei taivuteta: kun lause tarvitsee sijamuodon, taipuu sana "pelaaja".

## Kortit. RULES 0.3 ja 3.3: arvot ja maat, ranskalaiset tai baijerilaiset.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] J
                [12] Q
                [13] K
                [14] A
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] ässä
            }
        [13] kuningas
        [12] { $deck ->
                [bavarian36] Ober
               *[other] kuningatar
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] sotilas
            }
        [10] kymppi
        [9] yhdeksikkö
        [8] kahdeksikko
        [7] seiska
        [6] kuutonen
        [5] viitonen
        [4] nelonen
        [3] kolmonen
       *[2] kakkonen
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] tammenterhot
                [S] lehdet
                [H] sydämet
               *[D] kulkuset
            }
       *[other]
            { $suit ->
                [C] risti
                [S] pata
                [H] hertta
               *[D] ruutu
            }
    }
# Muoto lukusanojen "kolme" ja "neljä" jälkeen (partitiivi).
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dausia
               *[other] ässää
            }
        [13] kuningasta
        [12] { $deck ->
                [bavarian36] Oberia
               *[other] kuningatarta
            }
        [11] { $deck ->
                [bavarian36] Unteria
               *[other] sotilasta
            }
        [10] kymppiä
        [9] yhdeksikköä
        [8] kahdeksikkoa
        [7] seiskaa
        [6] kuutosta
        [5] viitosta
        [4] nelosta
        [3] kolmosta
       *[2] kakkosta
    }
group-pair =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus-pari
               *[other] ässäpari
            }
        [13] kuningaspari
        [12] { $deck ->
                [bavarian36] Ober-pari
               *[other] kuningatarpari
            }
        [11] { $deck ->
                [bavarian36] Unter-pari
               *[other] sotilaspari
            }
        [10] kymppipari
        [9] yhdeksikköpari
        [8] kahdeksikkopari
        [7] seiskapari
        [6] kuutospari
        [5] viitospari
        [4] nelospari
        [3] kolmospari
       *[2] kakkospari
    }
# RULES 8.1: pari, kolme samaa, neljä samaa ([004]).
group =
    { $size ->
        [2] { group-pair }
        [3] kolme { rank-counted }
       *[4] neljä { rank-counted }
    }

## Pöydän sanat.

phase-claims = Potit
phase-pochen = Pochen
phase-discard = Stoppipeli
phase-between_deals = Jakojen välissä
phase-match_over = Peli on päättynyt

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ässä
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-K = Kuningas
    .title = pelaaja, jolla on maksumaan kuningas, saa potin
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Kuningatar
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Sotilas
    }
    .title = pelaaja, jolla on tämä maksumaan kortti, saa potin
field-T = Kymppi
    .title = pelaaja, jolla on maksumaan kymppi, saa potin
field-MAR = Avioliitto
    .title = pelaaja, jolla on maksumaasta sekä kuningas että kuningatar, saa potin
field-SEQ = Suora
    .title = pelaaja, jolla on maksumaan seiska, kahdeksikko ja yhdeksikkö, saa potin
field-POCH = Pochen
    .title = pochen-potti: paras yhdistelmä voittaa sen
field-MID = Keskuspotti
    .title = keskuspotti: se, jolta kortit loppuvat ensin, voittaa sen

status-IN = mukana
status-FOLDED = luovuttanut
status-ALL_IN = all in
status-OUT = ulkona

direction-up = ylöspäin
direction-down = alaspäin

outcome-all_passed = kaikki passasivat
outcome-uncontested = ilman vastustajaa
outcome-showdown = korttien näyttö

label-you = sinä
label-board = Pelilauta
label-stacks = Pelimerkit
label-deal = Jako { $deal }
label-dealer = Jakaja
label-forehand = Etukäsi
label-upcard = Avokortti
label-pay-suit = Maksumaa
label-your-hand = Kätesi
label-best-group = Paras yhdistelmäsi
label-high-stake = Suurin panos
label-contributions = Panokset
label-cards-held = Kortteja kädessä
label-direction = Suunta
label-talon = Pakka
label-dead = Kuolleet kortit
label-history = Kulku
label-standings = Tilanne
label-players = Pelaajat
label-bots = Botit
label-preset = Säännöt
label-language = Kieli

## Pöytä selaimessa (/play): otsikot, aloituslomake ja painikkeet.

page-language-name = Suomi
page-title = Poch: pöytä
page-setup-title = Uusi peli
page-your-name = Nimesi
page-your-seat = Paikkasi
page-seat = Paikka { $seat }
page-bot-random = Satunnainen botti
page-bot-heuristic = Heuristinen botti
page-bot-search = Hakubotti
page-bot-timeout = Aikakatkaisubotti
page-max-deals = Jakoja (tyhjä: kunnes peli päättyy itsestään)
page-seed = Siemen (64 heksadesimaalinumeroa; tyhjä: palvelin arpoo sen)
page-start = Aloita peli
page-dealing = Jaetaan …
page-table-title = Pöytä
page-deal-title = Jako
page-seats-title = Paikat
page-col-seat = Pelaaja
page-col-stack = Pelimerkit
page-col-in-play = Pelissä
page-chain-title = Stoppiketju
page-controls-title = Sinun siirtosi
page-waiting = Muut pelaavat.
page-chips =
    { $chips ->
        [one] { $chips } pelimerkki
       *[other] { $chips } pelimerkkiä
    }
page-lead-card = Pelaa kortti
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] sinun vuorosi
       *[no] vuorossa { $seat }
    }
page-in-play = { $status }, panos { page-chips }
page-standings-after =
    { $deals ->
        [one] Tilanne { $deals } jaon jälkeen
       *[other] Tilanne { $deals } jaon jälkeen
    }
page-again = Uusi peli
page-call = { action-call.label }: lisää { page-chips }
page-lead-the = { $card }: pelaa { $card-name }
# Tahti, jolla muiden siirrot näytetään yksi kerrallaan.
page-pace = Muiden siirtojen tahti
page-pace-slow = Hidas
page-pace-normal = Tavallinen
page-pace-fast = Nopea
page-pace-fastest = Nopein
page-skip = Siirry seuraavaan yhteenvetoon
page-continue = Jatka
# Hetket: pöytä pysähtyy yhteenvetoon.
page-moment-claims = Potit jaetaan
page-moment-pochen = Pochenin loppu
page-moment-settlement = Tilinteko
page-moment-match = Pelin loppu
page-no-claims = Kukaan ei saanut pottia: jokainen potti säilyttää pelimerkkinsä seuraavaan jakoon.
page-payments = Kuka maksoi mitä
page-col-cards-left = Kortteja jäljellä
page-col-paid = Maksoi
page-col-receives = Saa
# Reilut jaot: sitoumus ennen kortteja, siemen jaon jälkeen.
page-commitment = Sitoumus
page-deal-seed = Jaon siemen
page-seed-later = Jaon siemen paljastetaan jaon jälkeen; silloin kuka tahansa voi tarkistaa, että se vastaa sitoumusta ja jakaa juuri nämä kortit.
page-verify = Tarkista tämä jako
page-verifying = Jakoa tarkistetaan …
page-verified = Tarkistettu: siemen vastaa sitoumusta (SHA-256) ja jakaa kätesi ja avokortin niin kuin ne jaettiin.
page-not-verified = Ei vahvistettu: { $why }.
page-verify-commitment = siemenen SHA-256 ei ole sitoumus
page-verify-hand = siemen jakaa sinulle eri kortit kuin sait
page-verify-upcard = siemen kääntää esiin eri avokortin
# Näin pelataan, lyhyesti.
page-howto-title = Näin pelataan
page-howto-deal = Joka jaossa jokainen pelaaja laittaa ensin yhden pelimerkin pelilaudan jokaiseen pottiin. Sitten kortit jaetaan, ja viimeinen käännetään esiin: avokortti. Sen maa on maksumaa.
page-howto-claims = 1. Potit: se, jolla on maksumaan ässä, kuningas, kuningatar, sotilas tai kymppi, saa sen potin; kuningas ja kuningatar yhdessä saavat myös avioliiton, ja seiska, kahdeksikko ja yhdeksikkö suoran. Potti, jota kukaan ei saa, säilyttää pelimerkkinsä seuraavaan jakoon.
page-howto-pochen = 2. Pochen: panostuskierros parhaasta yhdistelmästä (pari, kolmoset tai neloset). Etukäsi, jakajan jälkeinen pelaaja, aloittaa. Useimmissa säännöissä vain se, jolla on vähintään pari, saa panostaa. Voit passata, panostaa, tasata, korottaa tai luovuttaa; paras yhdistelmä voittaa panokset ja pochen-potin, ja kahdesta samanarvoisesta parista voittaa se, jossa on maksumaan kortti.
page-howto-discard = 3. Stoppipeli: pelaaja pelaa kortin, ja sen, jolla on saman maan seuraavaksi suurempi kortti, on pelattava se, ja niin edelleen, kunnes ketju pysähtyy; silloin viimeksi pelannut pelaa uudelleen. Se, jolta kortit loppuvat ensin, voittaa keskuspotin ja jokaiselta muulta pelaajalta pelimerkin jokaisesta kortista, joka tälle jäi käteen.
page-howto-end = Peli päättyy, kun joku pelaaja ei pysty maksamaan panosta, tai alussa valitun jakomäärän jälkeen. Eniten pelimerkkejä voittaa.
page-howto-bets = Määrät: panostaessa ilmoitat pelimerkit, jotka laitat peliin; korottaessa pelimerkit, jotka lisäät suurimman panoksen päälle; tasaus lisää sen, mitä tarvitset päästäksesi siihen.
page-howto-table = Tässä pöydässä pelataan näillä poteilla: { $fields }. Sääntöjoukko voi muuttaa joitakin sääntöjä; sen kuvaus kertoo mitä.
page-rules-link = Koko määrittely (englanniksi)
page-terms = Mitä sanat tarkoittavat
page-explain-dealer = jakaa kortit; jokaisen jaon jälkeen jakaa seuraava pelaaja.
page-explain-forehand = jakajan jälkeinen pelaaja: aloittaa pochenin ja pelaa ensimmäisenä stoppipelissä, jos kukaan ei voittanut pochenia.
page-explain-upcard = jaon viimeinen kortti, käännetty esiin; se ei kuulu kenellekään, ja sen maa on maksumaa.
page-explain-pay-suit = avokortin maa: sen maan ässä, kuningas, kuningatar, sotilas ja kymppi saavat pelilaudan potit.
page-explain-commitment = tämän jaon siemenen SHA-256-tiiviste, näytetty ennen kortteja: jaon jälkeen paljastettavan siemenen on vastattava sitä, joten kortit oli lyöty lukkoon ennen kuin kukaan näki ne.
page-explain-stack = pelaajan pelimerkit, ilman pelilaudalla olevia.
page-explain-cards-held = montako korttia kullakin pelaajalla on nyt.
page-explain-in-play = pochenissa: onko pelaaja yhä mukana, luovuttanut, all in vai ulkona, ja montako pelimerkkiä hän on panostanut.
page-explain-chain = käynnissä olevan ketjun kortit: kutakin korttia seuraa saman maan seuraavaksi suurempi, jonka pelaa se, jolla se on, kunnes ketju pysähtyy.
page-explain-pochen = panostuskierros parhaasta yhdistelmästä; suurin panos on suurin summa, jonka joku pelaaja on panostanut.
page-explain-high-stake = suurin summa, jonka joku pelaaja on tässä pochenissa panostanut: tasaus nousee siihen, korotus menee sen yli.
page-bet-legend = Panosta: { $min }–{ $max } pelimerkkiä
page-bet-amount = Panostettavat pelimerkit
page-raise-legend = Korota { $min }–{ $max } pelimerkillä suurimman panoksen { $high } päälle: siitä tulee { $from }–{ $to }
page-raise-amount = Korotus (pelimerkkiä)
# Pöytä piirrettynä pöytänä, asetukset palvelun vastauksista, aiemmat jaot, tallenne.
page-guide-link = Säännöt pelaajille
page-leave = Poistu pöydästä
page-leave-confirm = Poistutaanko pöydästä? Peli päättyy silloin sinun osaltasi, ja tämä välilehti unohtaa sen.
page-restored = Pöytäsi on palannut sellaisena kuin jätit sen (tämä välilehti säilytti sen).
page-not-restored = Tämän välilehden säilyttämää pöytää ei voi jatkaa:
page-starting-chips = Pelimerkit, joilla kukin pelaaja aloittaa (vähintään { $ante }, ensimmäinen panos)
page-checking-preset = Palvelulta kysytään, mitä pöytiä tämä sääntöjoukko sallii …
page-cards-held =
    { $count ->
        [0] ei kortteja
        [one] { $count } kortti kädessä
       *[other] { $count } korttia kädessä
    }
page-away = poissa
page-clock = Kello
page-this-deal = Tämä jako: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] seuraavaksi jako { $deal }, ja sinä jaat
       *[no] seuraavaksi jako { $deal }: jakajana { $seat }
    }
page-hand-between = Seuraavan jaon kortit jaetaan, kun se alkaa; kunkin pelaajan kortit ovat kohdassa ”Aiemmat jaot”.
page-pot = Potti: { $pot } (pochen-potti { $poch } ja panokset { $bets })
page-quick-legend = Pikasummat
page-quick-least = Pienin: { $chips }
page-quick-half = Puolet potista: { $chips }
page-quick-pot = Potti: { $chips }
page-quick-all-in = Kaikki: { $chips }
page-quick-most = Suurin: { $chips }
page-fields-explained = Mitä paikat ja potit näyttävät
page-past-title = Aiemmat jaot
page-past-none = Yksikään jako ei ole vielä päättynyt.
page-deal-result = Jako { $deal }: jokainen käsi, ja mitä jako toi kullekin pelaajalle
page-col-hand = Jaettu käsi
page-col-ante = Panos
page-col-claims = Potit
page-col-discard = Stoppipeli
page-col-deal = Tämä jako
page-hands-later = luetaan paljastetusta siemenestä …
page-graph-title = Pelimerkit pelin aikana
page-graph-start = Alku
page-graph-numbers = Luvut
page-download = Lataa pelin tallenne
page-download-hint = Yksi rivi JSONia projektin pelitallenteiden muodossa: \`poch replay --server URL TIEDOSTO\` pelaa sen uudelleen palvelun kautta.
page-download-later = Palvelin arpoi tämän pelin siemenen, joten tallenne nimeää sen sijaan kunkin jaon pakan: sen voi ladata, kun peli on päättynyt ja jokaisen jaon siemen on paljastettu.
page-fair-server-drew = Tässä harjoituspöydässä palvelin arpoi pelin siemenen, ja se pelaa kaikkia muita paikkoja. Tarkistus näyttää, että kunkin jaon kortit oli lyöty lukkoon ennen jaon alkua ja että sen siemen jakaa ne; se ei voi näyttää, ettei palvelin valinnut siementä. Ihmisten pöydässä jokainen pelaaja lisää oman siemenensä, jotta kukaan ei valitse kortteja.
page-fair-you-chose = Sinä valitsit tämän pelin siemenen ja siten sen kortit: tarkistus näyttää, että jokainen jako on se, jonka siemenesi jakaa.
page-error-other = Palvelu kieltäytyi: { $code }.
page-error-unreachable = Palveluun ei saada yhteyttä; tarkista yhteys ja yritä uudelleen.
page-error-player_count = Tämän sääntöjoukon pakka ei riitä niin monelle pelaajalle.
page-error-dreier_needs_three_players = Tämä sääntöjoukko on täsmälleen kolmelle pelaajalle.
page-error-five_talon_too_few_cards = Kun kullekin jaetaan viisi korttia, pakassa on liian vähän kortteja niin monelle pelaajalle.
page-error-show_pair_needs_pair_required = Nämä säännöt vaativat kiistattoman voittajan näyttämään parin; silloin vain parin haltijat saavat panostaa.
page-error-starting_chips_below_ante = Jokaisen pelaajan on aloitettava vähintään ensimmäisen panoksen verran.
page-error-invalid_players = Pelaajien nimien on oltava eri, kukin 1–64 merkkiä ilman ohjausmerkkejä.
page-error-unknown_preset = Palvelu ei tunne tätä sääntöjoukkoa.
page-error-caller_seed_forbidden = Tämä palvelu arpoo jokaisen siemenen itse: jätä siemen tyhjäksi.
page-error-invalid_argument = Lomakkeen kenttää ei voi lukea; tarkista siemen (64 heksadesimaalinumeroa) ja luvut.
page-error-state_tampered = Pöydän sinetöi toinen palvelin, tai tämä ennen uudelleenkäynnistystä.
page-error-overloaded = Palvelu on kiireinen; yritä hetken päästä uudelleen.
page-error-timeout = Palvelulla kesti liian kauan; yritä uudelleen.

## Siirrot (RULES 12.4) ja niiden painikkeiden nimet.

action-pass =
    { $seat-you ->
        [yes] Passaat.
       *[no] { $seat } passaa.
    }
    .label = Passaa
action-bet =
    { $seat-you ->
        [yes] Panostat
       *[no] { $seat } panostaa
    } { $amount ->
        [one] { $amount } pelimerkin.
       *[other] { $amount } pelimerkkiä.
    }
    .label = Panosta
action-call =
    { $seat-you ->
        [yes] Tasaat panoksen.
       *[no] { $seat } tasaa panoksen.
    }
    .label = Tasaa
action-raise =
    { $seat-you ->
        [yes] Korotat
       *[no] { $seat } korottaa
    } { $amount } pelimerkillä.
    .label = Korota
action-fold =
    { $seat-you ->
        [yes] Luovutat.
       *[no] { $seat } luovuttaa.
    }
    .label = Luovuta
action-lead =
    { $seat-you ->
        [yes] Pelaat
       *[no] { $seat } pelaa
    } kortin { $card }{ $direction ->
        [up] , ja tässä jaossa sarjat etenevät ylöspäin.
        [down] , ja tässä jaossa sarjat etenevät alaspäin.
       *[none] .
    }
    .label = Pelaa
action-deal =
    { $seat-you ->
        [yes] Jaat seuraavan jaon.
       *[no] { $seat } jakaa seuraavan jaon.
    }
    .label = Jaa
action-timeout =
    { $seat-you ->
        [yes] Aikasi loppuu.
       *[no] Pelaajan { $seat } aika loppuu.
    }
    .label = Aika loppui

## Tapahtumat siinä järjestyksessä, jossa jako ne tuottaa.

event-deal_started =
    Jako { $deal }: { $dealer-you ->
        [yes] sinä jaat
       *[no] { $dealer } jakaa
    }, ja { $forehand-you ->
        [yes] sinä olet
       *[no] { $forehand } on
    } etukäsi.
event-ante_paid =
    Jokainen pelaaja maksaa potteihin { $chips ->
        [one] { $chips } pelimerkin.
       *[other] { $chips } pelimerkkiä.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Saat
       *[no] { $seat } saa
    } { $count ->
        [one] { $count } kortin
       *[other] { $count } korttia
    }: { $cards }.
event-upcard_turned = Avokortti on { $card }: maksumaa on { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Se on oma viimeinen korttisi, ja pidät sen kädessäsi.
       *[no] Se on pelaajan { $seat } oma viimeinen kortti, ja se jää hänen käteensä.
    }
dead-cards =
    { $count ->
        [one] { $count } kuollut kortti on
       *[other] { $count } kuollutta korttia on
    } kuvapuoli ylöspäin pöydällä: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } kortti jää
       *[other] { $count } korttia jää
    } kuvapuoli alaspäin pakkaan.
event-field_claimed =
    { $seat-you ->
        [yes] Saat
       *[no] { $seat } saa
    } { $field ->
        [A] { $deck ->
                [bavarian36] Daus-potin
               *[other] ässäpotin
            }
        [K] kuningaspotin
        [Q] { $deck ->
                [bavarian36] Ober-potin
               *[other] kuningatarpotin
            }
        [J] { $deck ->
                [bavarian36] Unter-potin
               *[other] sotilaspotin
            }
        [T] kymppipotin
        [MAR] avioliittopotin
       *[SEQ] suorapotin
    } ({ $cards }): { $chips ->
        [one] { $chips } pelimerkki.
       *[other] { $chips } pelimerkkiä.
    }
event-pochen_started =
    Pochen alkaa, mukana { $count ->
        [one] { $count } pelaaja
       *[other] { $count } pelaajaa
    }; pochen-potissa on { $poch ->
        [one] { $poch } pelimerkki.
       *[other] { $poch } pelimerkkiä.
    }
event-pochen_skipped = Pochen jää väliin: alle kahdella pelaajalla on pelimerkkejä, joten kaikkien katsotaan passanneen.
event-passed =
    { $out ->
        [yes] { $seat-you ->
            [yes] Passaat ja jäät pois tästä vaiheesta.
           *[no] { $seat } passaa ja jää pois tästä vaiheesta.
        }
       *[no] { $seat-you ->
            [yes] Passaat.
           *[no] { $seat } passaa.
        }
    }
event-bet_placed =
    { $seat-you ->
        [yes] Panostat
       *[no] { $seat } panostaa
    } { $amount ->
        [one] { $amount } pelimerkin
       *[other] { $amount } pelimerkkiä
    }{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Tasaat
       *[no] { $seat } tasaa
    } panoksen { $put } pelimerkillä{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Korotat { $amount } pelimerkillä ja panostat
       *[no] { $seat } korottaa { $amount } pelimerkillä ja panostaa
    } { $put ->
        [one] { $put } pelimerkin
       *[other] { $put } pelimerkkiä
    }{ $allin ->
        [yes] { " " }ja { $seat-you ->
            [yes] menet
           *[no] menee
        } all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Luovutat.
       *[no] { $seat } luovuttaa.
    }
event-group_shown =
    { $size ->
        [0] { $seat-you ->
            [yes] Sinulla ei ole yhdistelmää.
           *[no] Pelaajalla { $seat } ei ole yhdistelmää.
        }
       *[other] { $seat-you ->
            [yes] Näytät
           *[no] { $seat } näyttää
        } yhdistelmän: { group } ({ $cards }).
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Kaikki passasivat: pochen-potti säilyttää { $poch ->
            [one] { $poch } pelimerkkinsä
           *[other] { $poch } pelimerkkiään
        } seuraavaan jakoon.
        [uncontested] { $winner-you ->
            [yes] Voitat Pochenin ilman vastustajaa ja saat
           *[no] { $winner } voittaa Pochenin ilman vastustajaa ja saa
        } { $chips ->
            [one] { $chips } pelimerkin.
           *[other] { $chips } pelimerkkiä.
        }
       *[showdown] { $winner-you ->
            [yes] Voitat Pochenin korttien näytössä ja saat
           *[no] { $winner } voittaa Pochenin korttien näytössä ja saa
        } { $chips ->
            [one] { $chips } pelimerkin.
           *[other] { $chips } pelimerkkiä.
        }
    }
# ED-15: rivi kunkin potin kullekin voittajalle.
layer-won =
    Potti { $layer } ({ $amount ->
        [one] { $amount } pelimerkki
       *[other] { $amount } pelimerkkiä
    }): { $seat-you ->
        [yes] voitat
       *[no] { $seat } voittaa
    } niistä { $share }.
# RULES 8.9.1: ylin potti, johon vain yksi on oikeutettu, palaa hänelle.
layer-returned =
    Potti { $layer }: kukaan ei tasannut { $share } pelimerkkiä, joten { $seat-you ->
        [yes] saat
       *[no] { $seat } saa
    } { $share ->
        [one] sen
       *[other] ne
    } takaisin.
# ED-14: jaossa ylijääneet pelimerkit.
layer-remainder =
    Potti { $layer }: { $chips ->
        [one] { $chips } ylimääräinen pelimerkki jää
       *[other] { $chips } ylimääräistä pelimerkkiä jää
    } pochen-pottiin.
event-discard_started =
    Stoppipeli alkaa: { $leader-you ->
        [yes] sinä aloitat.
       *[no] { $leader } aloittaa.
    }
event-direction_chosen =
    { $direction ->
        [up] Tässä jaossa sarjat etenevät ylöspäin.
       *[down] Tässä jaossa sarjat etenevät alaspäin.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Pelaat
           *[no] { $seat } pelaa
        } kortin { $card }.
       *[no] { $seat-you ->
            [yes] Jatkat
           *[no] { $seat } jatkaa
        } kortilla { $card }.
    }
# RULES 9.5: miksi sarja katkeaa; 9.6: kuka aloittaa seuraavan.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Sinulta loppuvat kortit, ja voitat kolmannen vaiheen.
           *[no] Pelaajalta { $next } loppuvat kortit, ja hän voittaa kolmannen vaiheen.
        }
       *[other] Sarja katkeaa: { $stop ->
            [top] korkein kortti on pelattu
            [bottom] matalin kortti on pelattu
            [upcard] seuraava kortti on avokortti
            [dead] seuraava kortti on kuollut
            [talon] seuraava kortti on pakassa
           *[played] seuraava kortti on jo pelattu
        }; { $next-you ->
            [yes] sinä aloitat uuden sarjan.
           *[no] { $next } aloittaa uuden sarjan.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Pääsit eroon korteistasi
       *[no] { $winner } pääsi eroon korteistaan
    } { $lead ->
        [yes] aloittamalla sarjan
       *[no] pakotetulla kortilla
    } ja { $winner-you ->
        [yes] saat
       *[no] saa
    } { $chips ->
        [one] { $chips } pelimerkin.
       *[other] { $chips } pelimerkkiä.
    }
# RULES 9.8: keskuspotti menee voittajalle.
settlement-mid =
    Keskuspotista tulee { $chips ->
        [one] { $chips } pelimerkki.
       *[other] { $chips } pelimerkkiä.
    }
# RULES 9.8, 9.9, ED-23: häviäjä maksaa pelimerkin jokaisesta jääneestä kortista, enintään sen mitä hänellä on.
settlement-paid =
    { $seat-you ->
        [yes] Maksat
       *[no] { $seat } maksaa
    } { $paid ->
        [one] { $paid } pelimerkin
       *[other] { $paid } pelimerkkiä
    } { $count } jäljelle jääneestä kortista{ $forgiven ->
        [0] .
       *[other] ; { $forgiven } annetaan anteeksi.
    }
event-deal_ended = Jako { $deal } on ohi.
event-match_ended =
    Peli päättyy { $deals } jaon jälkeen: { $reason ->
        [max_deals] sovittu määrä jakoja on pelattu.
        [ante_shortfall] joku pelaaja ei pysty maksamaan seuraavan jaon { $ante } pelimerkin panosta.
       *[both] sovittu määrä jakoja on pelattu, ja joku pelaaja ei pysty maksamaan seuraavan jaon { $ante } pelimerkin panosta.
    }
# RULES 10.3: tilanteen rivi.
standing =
    { $place }. { $seat-you ->
        [yes] sinä
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } pelimerkki
       *[other] { $chips } pelimerkkiä
    }{ $paid ->
        [no] { " " }(ei pystynyt maksamaan panosta)
       *[yes] {""}
    }
# RULES 10.4: pelilaudalle jääneet pelimerkit eivät kuulu kenellekään.
board-shared =
    { $chips ->
        [one] Pelilauta jaetaan: jokainen pelaaja saa { $chips } pelimerkin.
       *[other] Pelilauta jaetaan: jokainen pelaaja saa { $chips } pelimerkkiä.
    }

board-left =
    { $chips ->
        [one] Pelilaudalle jää { $chips } pelimerkki, joka ei kuulu kenellekään.
       *[other] Pelilaudalle jää { $chips } pelimerkkiä, jotka eivät kuulu kenellekään.
    }

event-timed_out =
    { $seat-you ->
        [yes] Aikasi loppui; puolestasi pelataan aikakatkaisun siirto.
       *[no] Pelaajan { $seat } aika loppui; hänen puolestaan pelataan aikakatkaisun siirto.
    }

## Hylkäykset: miksi siirto ei ole sallittu (koodin mukaan).

rejection-match_over = Peli on päättynyt.
rejection-seat_out_of_range = Tässä pöydässä ei ole sellaista paikkaa.
rejection-not_your_turn = Ei ole sinun vuorosi.
rejection-wrong_phase = Se siirto ei kuulu tähän vaiheeseen.
rejection-not_eligible = Ilman vähintään paria voit vain passata tai luovuttaa.
rejection-bet_outstanding = Panos on pöydässä: tasaa, korota tai luovuta.
rejection-nothing_to_call = Panosta ei ole: passaa tai panosta.
rejection-bet_below_minimum = Panos tai korotus on vähintään 1 pelimerkki.
rejection-above_maximum = Se on enemmän kuin katto sallii.
rejection-insufficient_chips = Sinulla ei ole niin paljon pelimerkkejä.
rejection-card_not_in_hand = Sitä korttia ei ole kädessäsi.
rejection-direction_not_allowed = Suuntaa ei voi nyt valita.
rejection-direction_required = Ensimmäinen kortti valitsee suunnan: lisää up tai down.
rejection-deck_order_not_allowed = Tämä peli sekoittaa korttinsa siemenestään; se ei ota korttijärjestystä.
rejection-deck_order_required = Tämä peli jakaa annetuista korttijärjestyksistä, eikä tälle jaolle ole enää yhtään.
rejection-invalid_deck_order = Se korttijärjestys ei ole tämän pelin koko pakka.

## \`poch play\` -näyttö.

play-prompt = Siirtosi
play-help = Kirjoita siirto: pass (passaa), bet N (panosta), call (tasaa), raise N (korota), fold (luovuta), lead KORTTI (pelaa kortti, esimerkiksi QH eli hertta kuningatar; ensimmäisellä kortilla, kun aloittaja valitsee, perään up tai down), deal (jaa). Tai: history (koko jako tähän asti), help, quit.
play-not-an-action = ”{ $input }” ei ole siirto.
play-refused = Ei sallittu: { $why }
play-you-may = Voit: { $choices }
play-history = Jako { $deal } tähän asti:
play-commitment = Jako { $deal } jaetaan ennalta lyödystä siemenestä: sen sitoumus (SHA-256) on { $commitment }.
play-seed = Jaon { $deal } siemen on paljastettu: { $seed }. Kuka tahansa voi tarkistaa sen sitoumusta vasten ja jakaa jaon uudelleen:
play-left = Lähdet pelistä { $deals } jaon jälkeen. Tilanne tähän asti:
`;var Lt=`### Poch Engine: setningene for hendelser og trekk, og ordene ved bordet, på norsk bokmål.
### Ordene er fra [003] (betalingsfarge, midtpotten, budpotten, mariage, sekvens, giv, giver,
### brikker, satse, syne, høyne, stå over, avlegging, går ut). Argumentene står i toppen av en.ftl.

## Kort. RULES 0.3 og 3.3: valører og farger, franske eller bayerske.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] Kn
                [12] D
                [13] K
                [14] E
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] ess
            }
        [13] konge
        [12] { $deck ->
                [bavarian36] Ober
               *[other] dame
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] knekt
            }
        [10] ti
        [9] ni
        [8] åtte
        [7] sju
        [6] seks
        [5] fem
        [4] fire
        [3] tre
       *[2] to
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] eikenøtter
                [S] løv
                [H] hjerter
               *[D] bjeller
            }
       *[other]
            { $suit ->
                [C] kløver
                [S] spar
                [H] hjerter
               *[D] ruter
            }
    }
# Formen etter «tre», «fire» og «et par».
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dauser
               *[other] ess
            }
        [13] konger
        [12] { $deck ->
                [bavarian36] Obere
               *[other] damer
            }
        [11] { $deck ->
                [bavarian36] Untere
               *[other] knekter
            }
        [10] tiere
        [9] niere
        [8] åttere
        [7] sjuere
        [6] seksere
        [5] femmere
        [4] firere
        [3] treere
       *[2] toere
    }
group-pair = et par { rank-counted }
# RULES 8.1: par, tress og fire like ([003]).
group =
    { $size ->
        [2] { group-pair }
        [3] tre { rank-counted }
       *[4] fire { rank-counted }
    }

## Ordene ved bordet.

phase-claims = Betalingspottene
phase-pochen = Pochen
phase-discard = Avlegging
phase-between_deals = Mellom givene
phase-match_over = Matchen er over

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Ess
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-K = Konge
    .title = den som har kongen i betalingsfargen, tar potten
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Dame
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Knekt
    }
    .title = den som har kortet i betalingsfargen, tar potten
field-T = Ti
    .title = den som har tieren i betalingsfargen, tar potten
field-MAR = Mariage
    .title = den som har både konge og dame i betalingsfargen, tar potten
field-SEQ = Sekvens
    .title = den som har sju, åtte og ni i betalingsfargen, tar potten
field-POCH = Pochen
    .title = budpotten: den beste gruppen tar den
field-MID = Midtpotten
    .title = den som går ut først, tar midtpotten

status-IN = med
status-FOLDED = har stått over
status-ALL_IN = all in
status-OUT = ute

direction-up = oppover
direction-down = nedover

outcome-all_passed = alle passet
outcome-uncontested = uten motspill
outcome-showdown = visning

label-you = du
label-board = Brett
label-stacks = Brikker
label-deal = Giv { $deal }
label-dealer = Giver
label-forehand = Forhånd
label-upcard = Oppsnudd kort
label-pay-suit = Betalingsfarge
label-your-hand = Din hånd
label-best-group = Din beste gruppe
label-high-stake = Høyeste bud
label-contributions = Bud
label-cards-held = Kort på hånden
label-direction = Retning
label-talon = Talong
label-dead = Døde kort
label-history = Forløp
label-standings = Stilling
label-players = Spillere
label-bots = Roboter
label-preset = Regelsett
label-language = Språk

## Bordet i nettleseren (/play): overskriftene, skjemaet og knappene.

page-language-name = Norsk bokmål
page-title = Poch: bordet
page-setup-title = En ny match
page-your-name = Navnet ditt
page-your-seat = Plassen din
page-seat = Plass { $seat }
page-bot-random = Tilfeldig robot
page-bot-heuristic = Heuristisk robot
page-bot-search = Søkerobot
page-bot-timeout = Tidsavbruddsrobot
page-max-deals = Giv (tomt: til matchen slutter av seg selv)
page-seed = Frø (64 heksadesimale sifre; tomt: serveren trekker ett)
page-start = Start matchen
page-dealing = Det gis …
page-table-title = Bordet
page-deal-title = Givet
page-seats-title = Plassene
page-col-seat = Spiller
page-col-stack = Brikker
page-col-in-play = I spill
page-chain-title = Avleggingsrekken
page-controls-title = Ditt trekk
page-waiting = De andre spiller.
page-chips =
    { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    }
page-lead-card = Legg ut et kort
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] din tur
       *[no] { $seat } sin tur
    }
page-in-play = { $status }, { page-chips } satset
page-standings-after = Stilling etter { $deals } giv
page-again = En ny match
page-call = { action-call.label }: legg inn { page-chips }
page-lead-the = { $card }: legg ut { $card-name }
# Tempoet de andres trekk vises i, ett og ett.
page-pace = Tempo på de andres trekk
page-pace-slow = Sakte
page-pace-normal = Normalt
page-pace-fast = Raskt
page-pace-fastest = Raskest
page-skip = Hopp til neste oppsummering
page-continue = Fortsett
# Øyeblikkene: bordet stopper for en oppsummering.
page-moment-claims = Oppgjøret av pottene
page-moment-pochen = Slutten på pochen
page-moment-settlement = Oppgjøret
page-moment-match = Slutten på matchen
page-no-claims = Ingen tok en pott: hver pott beholder brikkene sine til neste giv.
page-payments = Hvem betalte hva
page-col-cards-left = Kort igjen
page-col-paid = Betalt
page-col-receives = Får
# Rettferdige giv: forpliktelsen før kortene, frøet etter givet.
page-commitment = Forpliktelse
page-deal-seed = Frøet til givet
page-seed-later = Frøet til givet blir avslørt når givet er over; da kan alle sjekke at det hører til forpliktelsen og gir nøyaktig disse kortene.
page-verify = Kontroller dette givet
page-verifying = Givet kontrolleres …
page-verified = Kontrollert: frøet hører til forpliktelsen (SHA-256), og det gir din hånd og det oppsnudde kortet slik de ble gitt.
page-not-verified = Ikke bekreftet: { $why }.
page-verify-commitment = frøets SHA-256 er ikke forpliktelsen
page-verify-hand = frøet gir deg andre kort enn du fikk
page-verify-upcard = frøet snur opp et annet kort
# Slik spiller du, kort fortalt.
page-howto-title = Slik spiller du
page-howto-deal = I hvert giv legger hver spiller først 1 brikke i hver pott på brettet. Så gis kortene, og det siste snus opp: fargen er betalingsfargen.
page-howto-claims = 1. Pottene: den som har ess, konge, dame, knekt eller ti i betalingsfargen, tar den potten; konge og dame sammen tar også Mariage, og sju, åtte og ni tar Sekvens. En pott ingen tar, beholder brikkene sine til neste giv.
page-howto-pochen = 2. Pochen: en budrunde om den beste gruppen (par, tress eller fire like). Forhånd, spilleren etter giveren, begynner. I de fleste regelsett kan bare den som har minst et par, satse. Du kan passe, satse, syne, høyne eller stå over; den beste gruppen tar budene og budpotten, og av to like par vinner paret med kortet i betalingsfargen.
page-howto-discard = 3. Avlegging: den som legger ut, spiller et kort; den som har neste høyere kort i samme farge, må legge det, og så videre til rekken stopper; da legger den som spilte sist, ut igjen. Den som først blir kvitt alle kortene sine, tar midtpotten og en brikke fra hver av de andre for hvert kort de har igjen.
page-howto-end = Matchen slutter når en spiller ikke kan betale innsatsen, eller etter antallet giv som ble valgt ved start. Flest brikker vinner.
page-howto-bets = Beløp: når du satser, oppgir du brikkene du legger inn; når du høyner, brikkene du legger til over høyeste bud; å syne legger inn det som trengs for å komme opp på det.
page-howto-table = Dette bordet spiller med disse pottene: { $fields }. Regelsettet kan endre noen regler; beskrivelsen sier hvilke.
page-rules-link = Den fullstendige spesifikasjonen (på engelsk)
page-terms = Hva ordene betyr
page-explain-dealer = gir kortene; etter hvert giv gir neste spiller.
page-explain-forehand = spilleren etter giveren: begynner i pochen og legger ut først når ingen vant pochen.
page-explain-upcard = det siste kortet i givet, snudd opp; det tilhører ingen, og fargen er betalingsfargen.
page-explain-pay-suit = fargen på det oppsnudde kortet: ess, konge, dame, knekt og ti i den fargen tar pottene på brettet.
page-explain-commitment = SHA-256-hashen av frøet til dette givet, vist før kortene: frøet som avsløres etter givet, må høre til den; slik lå kortene fast før noen så dem.
page-explain-stack = brikkene en spiller har, uten dem på brettet.
page-explain-cards-held = hvor mange kort hver spiller har nå.
page-explain-in-play = i pochen: om spilleren fortsatt er med, har stått over, er all in eller ute, og hvor mange brikker han har satset.
page-explain-chain = kortene i rekken som spilles nå: hvert kort følges av neste høyere i samme farge, lagt av den som har det, til rekken stopper.
page-explain-pochen = budrunden om den beste gruppen; høyeste bud er den største summen en spiller har satset.
page-explain-high-stake = den største summen en spiller har satset i denne pochen: å syne kommer opp på den, å høyne går over den.
page-bet-legend = Satse: legg inn { $min } til { $max } brikker
page-bet-amount = Brikker å legge inn
page-raise-legend = Høyne med { $min } til { $max } brikker over høyeste bud på { $high }: det blir da { $from } til { $to }
page-raise-amount = Høyne med (brikker)
# Bordet tegnet som et bord, oppsettet fra tjenestens svar, tidligere giv, rapporten.
page-guide-link = Reglene for spillere
page-leave = Forlat bordet
page-leave-confirm = Forlate dette bordet? Matchen er da over for deg, og denne fanen glemmer den.
page-restored = Bordet ditt er tilbake slik du forlot det (denne fanen tok vare på det).
page-not-restored = Bordet denne fanen tok vare på, kan ikke fortsette:
page-starting-chips = Brikker hver spiller starter med (minst { $ante }, den første innsatsen)
page-checking-preset = Tjenesten spørres hvilke bord dette regelsettet tillater …
page-cards-held =
    { $count ->
        [0] ingen kort
        [one] { $count } kort på hånden
       *[other] { $count } kort på hånden
    }
page-away = borte
page-clock = Klokke
page-this-deal = Dette givet: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] neste er giv { $deal }, og du gir
       *[no] neste er giv { $deal }: { $seat } gir
    }
page-hand-between = Kortene i neste giv gis når det begynner; det hver spiller hadde, står under «Tidligere giv».
page-pot = Pott: { $pot } (Pochen { $poch } og { $bets } satset)
page-quick-legend = Raske beløp
page-quick-least = Minst: { $chips }
page-quick-half = Halve potten: { $chips }
page-quick-pot = Potten: { $chips }
page-quick-all-in = Alt: { $chips }
page-quick-most = Mest: { $chips }
page-fields-explained = Hva plassene og pottene viser
page-past-title = Tidligere giv
page-past-none = Ingen giv er over ennå.
page-deal-result = Giv { $deal }: hver hånd, og hva givet ga hver spiller
page-col-hand = Gitt hånd
page-col-ante = Innsats
page-col-claims = Pottene
page-col-discard = Avlegging
page-col-deal = Dette givet
page-hands-later = leses fra det avslørte frøet …
page-graph-title = Brikker gjennom matchen
page-graph-start = Begynnelsen
page-graph-numbers = Tallene
page-download = Last ned matchrapporten
page-download-hint = Én linje JSON i prosjektets format for matchrapporter: \`poch replay --server URL FIL\` spiller den igjen gjennom en tjeneste.
page-download-later = Serveren trakk frøet til denne matchen, så rapporten oppgir i stedet kortstokken til hvert giv: den kan lastes ned når matchen er over og frøet til hvert giv er avslørt.
page-fair-server-drew = Ved dette øvingsbordet trakk serveren frøet til matchen, og den spiller alle de andre plassene. Kontrollen viser at kortene i hvert giv lå fast før det begynte, og at frøet gir dem; den kan ikke vise at serveren ikke valgte frøet. Ved et bord med mennesker legger hver spiller til et eget frø, så ingen velger kortene.
page-fair-you-chose = Du valgte frøet til denne matchen, og dermed kortene: kontrollen viser at hvert giv er det frøet ditt gir.
page-error-other = Tjenesten avviste: { $code }.
page-error-unreachable = Tjenesten kan ikke nås; sjekk forbindelsen og prøv igjen.
page-error-player_count = Kortstokken i dette regelsettet holder ikke til så mange spillere.
page-error-dreier_needs_three_players = Dette regelsettet er for nøyaktig tre spillere.
page-error-five_talon_too_few_cards = Med fem kort hver har kortstokken for få kort til så mange spillere.
page-error-show_pair_needs_pair_required = Disse reglene lar en ubestridt vinner vise et par; da kan bare spillere med et par satse.
page-error-starting_chips_below_ante = Hver spiller må starte med minst den første innsatsen.
page-error-invalid_players = Spillernes navn må være forskjellige, hvert 1 til 64 tegn uten kontrolltegn.
page-error-unknown_preset = Tjenesten kjenner ikke dette regelsettet.
page-error-caller_seed_forbidden = Denne tjenesten trekker hvert frø selv: la frøet stå tomt.
page-error-invalid_argument = Et felt i skjemaet kan ikke leses; sjekk frøet (64 heksadesimale sifre) og tallene.
page-error-state_tampered = Bordet ble forseglet av en annen server, eller av denne før en omstart.
page-error-overloaded = Tjenesten er opptatt; prøv igjen om litt.
page-error-timeout = Tjenesten brukte for lang tid; prøv igjen.

## Trekk (RULES 12.4) og navnet på knappen.

action-pass =
    { $seat-you ->
        [yes] Du passer.
       *[no] { $seat } passer.
    }
    .label = Passe
action-bet =
    { $seat-you ->
        [yes] Du satser
       *[no] { $seat } satser
    } { $amount ->
        [one] { $amount } brikke.
       *[other] { $amount } brikker.
    }
    .label = Satse
action-call =
    { $seat-you ->
        [yes] Du syner.
       *[no] { $seat } syner.
    }
    .label = Syne
action-raise =
    { $seat-you ->
        [yes] Du høyner
       *[no] { $seat } høyner
    } med { $amount ->
        [one] { $amount } brikke.
       *[other] { $amount } brikker.
    }
    .label = Høyne
action-fold =
    { $seat-you ->
        [yes] Du står over.
       *[no] { $seat } står over.
    }
    .label = Stå over
action-lead =
    { $seat-you ->
        [yes] Du legger
       *[no] { $seat } legger
    } ut { $card }{ $direction ->
        [up] , og i denne given går sekvensene oppover.
        [down] , og i denne given går sekvensene nedover.
       *[none] .
    }
    .label = Legge ut
action-deal =
    { $seat-you ->
        [yes] Du gir neste giv.
       *[no] { $seat } gir neste giv.
    }
    .label = Gi
action-timeout =
    { $seat-you ->
        [yes] Tiden din er ute.
       *[no] Tiden til { $seat } er ute.
    }
    .label = Tiden er ute

## Hendelser, i den rekkefølgen en giv gir dem.

event-deal_started =
    Giv { $deal }: { $dealer-you ->
        [yes] du gir
       *[no] { $dealer } gir
    }, og { $forehand-you ->
        [yes] du er
       *[no] { $forehand } er
    } forhånd.
event-ante_paid =
    Hver spiller legger { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    } på brettet.
event-hand_dealt =
    { $seat-you ->
        [yes] Du får
       *[no] { $seat } får
    } { $count } kort: { $cards }.
event-upcard_turned = Det oppsnudde kortet er { $card }: betalingsfargen er { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Det er ditt eget siste kort, og du beholder det på hånden.
       *[no] Det er det siste kortet til { $seat }, og det blir på hånden.
    }
dead-cards =
    { $count ->
        [one] { $count } dødt kort ligger
       *[other] { $count } døde kort ligger
    } åpent i midten: { $cards }.
talon-cards = { $count } kort blir liggende med bildesiden ned i talongen.
event-field_claimed =
    { $seat-you ->
        [yes] Du tar
       *[no] { $seat } tar
    } { $field ->
        [A] { $deck ->
                [bavarian36] dauspotten
               *[other] esspotten
            }
        [K] kongepotten
        [Q] { $deck ->
                [bavarian36] oberpotten
               *[other] damepotten
            }
        [J] { $deck ->
                [bavarian36] unterpotten
               *[other] knektpotten
            }
        [T] tipotten
        [MAR] mariagepotten
       *[SEQ] sekvenspotten
    } med { $cards }: { $chips ->
        [one] { $chips } brikke.
       *[other] { $chips } brikker.
    }
event-pochen_started =
    Pochen begynner med { $count } spillere; budpotten har { $poch ->
        [one] { $poch } brikke.
       *[other] { $poch } brikker.
    }
event-pochen_skipped = Pochen faller bort: færre enn to spillere har brikker, så det teller som om alle passet.
event-passed =
    { $seat-you ->
        [yes] Du passer
       *[no] { $seat } passer
    }{ $out ->
        [yes] { " " }og er ute av Pochen.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] Du satser
       *[no] { $seat } satser
    } { $amount ->
        [one] { $amount } brikke
       *[other] { $amount } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Du syner
       *[no] { $seat } syner
    } med { $put ->
        [one] { $put } brikke
       *[other] { $put } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Du høyner
       *[no] { $seat } høyner
    } med { $amount } og legger inn { $put ->
        [one] { $put } brikke
       *[other] { $put } brikker
    }{ $allin ->
        [yes] { " " }og går all in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Du står over.
       *[no] { $seat } står over.
    }
event-group_shown =
    { $seat-you ->
        [yes] Du viser
       *[no] { $seat } viser
    } { $size ->
        [0] ingen gruppe.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Alle passet: budpotten beholder { $poch ->
            [one] sin { $poch } brikke
           *[other] sine { $poch } brikker
        } til neste giv.
        [uncontested] { $winner-you ->
            [yes] Du vinner
           *[no] { $winner } vinner
        } Pochen uten motspill og tar { $chips ->
            [one] { $chips } brikke.
           *[other] { $chips } brikker.
        }
       *[showdown] { $winner-you ->
            [yes] Du vinner
           *[no] { $winner } vinner
        } Pochen ved visningen og tar { $chips ->
            [one] { $chips } brikke.
           *[other] { $chips } brikker.
        }
    }
# ED-15: én linje for hver vinner av en pott.
layer-won =
    Pott { $layer } ({ $amount ->
        [one] { $amount } brikke
       *[other] { $amount } brikker
    }): { $seat-you ->
        [yes] du vinner
       *[no] { $seat } vinner
    } { $share }.
# RULES 8.9.1: en øverste pott med bare én berettiget går tilbake til ham.
layer-returned =
    Pott { $layer }: ingen synte { $share ->
        [one] { $share } brikke
       *[other] { $share } brikker
    }, og { $seat-you ->
        [yes] du tar
       *[no] { $seat } tar
    } { $share ->
        [one] den
       *[other] dem
    } tilbake.
# ED-14: brikkene til overs ved en deling.
layer-remainder =
    Pott { $layer }: { $chips ->
        [one] { $chips } brikke til overs blir
       *[other] { $chips } brikker til overs blir
    } i budpotten.
event-discard_started =
    Avleggingen begynner: { $leader-you ->
        [yes] du legger ut først.
       *[no] { $leader } legger ut først.
    }
event-direction_chosen =
    { $direction ->
        [up] I denne given går sekvensene oppover.
       *[down] I denne given går sekvensene nedover.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Du legger
           *[no] { $seat } legger
        } ut { $card }.
       *[no] { $seat-you ->
            [yes] Du legger
           *[no] { $seat } legger
        } { $card }.
    }
# RULES 9.5: hvorfor en sekvens brytes; 9.6: hvem som åpner den neste.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Du har ingen kort igjen og går ut.
           *[no] { $next } har ingen kort igjen og går ut.
        }
       *[other] Sekvensen brytes: { $stop ->
            [top] det høyeste kortet er lagt
            [bottom] det laveste kortet er lagt
            [upcard] neste kort er det oppsnudde kortet
            [dead] neste kort er dødt
            [talon] neste kort ligger i talongen
           *[played] neste kort er allerede spilt
        }; { $next-you ->
            [yes] du åpner neste sekvens.
           *[no] { $next } åpner neste sekvens.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Du gikk
       *[no] { $winner } gikk
    } ut { $lead ->
        [yes] på et utspill
       *[no] på et tvunget kort
    } og får { $chips ->
        [one] { $chips } brikke.
       *[other] { $chips } brikker.
    }
# RULES 9.8: midtpotten går til vinneren.
settlement-mid =
    { $chips ->
        [one] { $chips } brikke kommer fra midtpotten.
       *[other] { $chips } brikker kommer fra midtpotten.
    }
# RULES 9.8, 9.9, ED-23: en taper betaler én brikke for hvert kort igjen, høyst det han har.
settlement-paid =
    { $seat-you ->
        [yes] Du betaler
       *[no] { $seat } betaler
    } { $paid ->
        [one] { $paid } brikke
       *[other] { $paid } brikker
    } for { $count } kort igjen{ $forgiven ->
        [0] .
       *[other] ; { $forgiven } blir ettergitt.
    }
event-deal_ended = Giv { $deal } er over.
event-match_ended =
    Matchen er over etter { $deals } giv: { $reason ->
        [max_deals] grensen for antall giv er nådd.
        [ante_shortfall] en spiller kan ikke legge de { $ante } brikkene før neste giv.
       *[both] grensen for antall giv er nådd, og en spiller kan ikke legge de { $ante } brikkene før neste giv.
    }
# RULES 10.3: én linje av stillingen.
standing =
    { $place }. { $seat-you ->
        [yes] du
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } brikke
       *[other] { $chips } brikker
    }{ $paid ->
        [no] { " " }(kunne ikke legge innsatsen)
       *[yes] {""}
    }
# RULES 10.4: brikker som blir liggende på brettet, tilfaller ingen.
board-shared =
    { $chips ->
        [one] Brettet deles: hver spiller får { $chips } brikke.
       *[other] Brettet deles: hver spiller får { $chips } brikker.
    }

board-left =
    { $chips ->
        [one] { $chips } brikke blir liggende på brettet og tilfaller ingen.
       *[other] { $chips } brikker blir liggende på brettet og tilfaller ingen.
    }

event-timed_out =
    { $seat-you ->
        [yes] Tiden din gikk ut; trekket ved tidsavbrudd spilles for deg.
       *[no] Tiden til { $seat } gikk ut; trekket ved tidsavbrudd spilles for { $seat }.
    }

## Avvisninger: hvorfor et trekk ikke er tillatt (etter koden).

rejection-match_over = Matchen er over.
rejection-seat_out_of_range = Den plassen finnes ikke ved dette bordet.
rejection-not_your_turn = Det er ikke din tur.
rejection-wrong_phase = Det trekket hører ikke til denne fasen.
rejection-not_eligible = Uten minst ett par kan du bare passe eller stå over.
rejection-bet_outstanding = Det står et bud: syn, høyn eller stå over.
rejection-nothing_to_call = Det står ikke noe bud: pass eller sats.
rejection-bet_below_minimum = Et bud eller en høyning er minst én brikke.
rejection-above_maximum = Det er mer enn taket tillater.
rejection-insufficient_chips = Så mange brikker har du ikke.
rejection-card_not_in_hand = Det kortet har du ikke på hånden.
rejection-direction_not_allowed = Retning kan ikke velges nå.
rejection-direction_required = Det første utspillet velger retningen: legg til up eller down.
rejection-deck_order_not_allowed = Denne matchen stokker fra sitt eget frø; den tar ingen kortrekkefølge.
rejection-deck_order_required = Denne matchen gir fra oppgitte kortstokker, og det er ingen igjen til denne given.
rejection-invalid_deck_order = Den kortrekkefølgen er ikke en hel kortstokk for denne matchen.

## Skjermen i \`poch play\`.

play-prompt = Ditt trekk
play-help = Skriv et trekk: pass (passe), bet N (satse), call (syne), raise N (høyne), fold (stå over), lead KORT (legge ut, for eksempel QH for hjerter dame; ved første utspill, når den som legger ut velger, med up eller down etter), deal (gi). Eller: history (hele given så langt), help, quit.
play-not-an-action = «{ $input }» er ikke et trekk.
play-refused = Ikke tillatt: { $why }
play-you-may = Du kan: { $choices }
play-history = Giv { $deal } så langt:
play-commitment = Giv { $deal } gis fra et frø som er bestemt på forhånd: forpliktelsen (SHA-256) er { $commitment }.
play-seed = Frøet til giv { $deal } er avslørt: { $seed }. Alle kan sjekke det mot forpliktelsen og gi givet på nytt:
play-left = Du forlater matchen etter { $deals } giv. Stillingen så langt:
`;var Rt=`### Poch Engine: de zinnen van gebeurtenissen en acties en de woorden van de tafel, in het Nederlands.
### De woorden komen uit [002] (vakje, Huwelijk, Reeks, Pinke, troefkleur, fiches, gift, deler,
### meegaan, verhogen, uitkomen, afleggen). De argumenten staan in de kop van en.ftl.

## Kaarten. RULES 0.3 en 3.3: waarden en kleuren, Frans of Beiers.

card = { rank-index }{ suit-symbol }
rank-index =
    { $deck ->
        [bavarian36]
            { $rank ->
                [11] U
                [12] O
                [13] K
                [14] A
               *[other] { $rank }
            }
       *[other]
            { $rank ->
                [11] B
                [12] V
                [13] H
                [14] A
               *[other] { $rank }
            }
    }
suit-symbol =
    { $suit ->
        [C] ♣
        [S] ♠
        [H] ♥
       *[D] ♦
    }
rank-name =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Daus
               *[other] aas
            }
        [13] { $deck ->
                [bavarian36] koning
               *[other] heer
            }
        [12] { $deck ->
                [bavarian36] Ober
               *[other] vrouw
            }
        [11] { $deck ->
                [bavarian36] Unter
               *[other] boer
            }
        [10] tien
        [9] negen
        [8] acht
        [7] zeven
        [6] zes
        [5] vijf
        [4] vier
        [3] drie
       *[2] twee
    }
suit-name =
    { $deck ->
        [bavarian36]
            { $suit ->
                [C] eikels
                [S] bladeren
                [H] harten
               *[D] bellen
            }
       *[other]
            { $suit ->
                [C] klaveren
                [S] schoppen
                [H] harten
               *[D] ruiten
            }
    }
# De vorm na "drie", "vier" en "een paar".
rank-counted =
    { $rank ->
        [14] { $deck ->
                [bavarian36] Dausen
               *[other] azen
            }
        [13] { $deck ->
                [bavarian36] koningen
               *[other] heren
            }
        [12] { $deck ->
                [bavarian36] Obers
               *[other] vrouwen
            }
        [11] { $deck ->
                [bavarian36] Unters
               *[other] boeren
            }
        [10] tienen
        [9] negens
        [8] achten
        [7] zevens
        [6] zessen
        [5] vijven
        [4] vieren
        [3] drieën
       *[2] tweeën
    }
group-pair = een paar { rank-counted }
# RULES 8.1: paren, drielingen, vierlingen ([002]).
group =
    { $size ->
        [2] { group-pair }
        [3] drie { rank-counted }
       *[4] vier { rank-counted }
    }

## De woorden van de tafel.

phase-claims = Betaal het bord
phase-pochen = Pochen
phase-discard = Afleggen
phase-between_deals = Tussen de giften
phase-match_over = Spel voorbij

field-A =
    { $deck ->
        [bavarian36] Daus
       *[other] Aas
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-K =
    { $deck ->
        [bavarian36] Koning
       *[other] Heer
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-Q =
    { $deck ->
        [bavarian36] Ober
       *[other] Vrouw
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-J =
    { $deck ->
        [bavarian36] Unter
       *[other] Boer
    }
    .title = wie deze kaart in de troefkleur bezit, claimt het vakje
field-T = Tien
    .title = wie de tien van de troefkleur bezit, claimt het vakje
field-MAR = Huwelijk
    .title = wie de heer en de vrouw van de troefkleur bezit, claimt het vakje
field-SEQ = Reeks
    .title = wie de 7-8-9 van de troefkleur bezit, claimt het vakje
field-POCH = Poch
    .title = de pot van de Pochen: de beste set wint hem
field-MID = Pinke
    .title = de Pinke (Midden): wie als eerste zijn hand leeg speelt, wint hem

status-IN = doet mee
status-FOLDED = uitgestapt
status-ALL_IN = all-in
status-OUT = buiten deze fase

direction-up = omhoog
direction-down = omlaag

outcome-all_passed = iedereen past
outcome-uncontested = zonder tegenstander
outcome-showdown = showdown

label-you = jij
label-board = Bord
label-stacks = Fiches
label-deal = Gift { $deal }
label-dealer = Deler
label-forehand = Voorhand
label-upcard = Omgedraaide kaart
label-pay-suit = Troefkleur
label-your-hand = Jouw hand
label-best-group = Jouw beste set
label-high-stake = Hoogste inzet
label-contributions = Inzetten
label-cards-held = Kaarten in de hand
label-direction = Richting
label-talon = Talon
label-dead = Dode kaarten
label-history = Verloop
label-standings = Stand
label-players = Spelers
label-bots = Bots
label-preset = Regels
label-language = Taal

## De tafel in de browser (/play): de koppen, het formulier en de knoppen.

page-language-name = Nederlands
page-title = Poch: de tafel
page-setup-title = Een nieuw spel
page-your-name = Jouw naam
page-your-seat = Jouw plaats
page-seat = Plaats { $seat }
page-bot-random = Willekeurige bot
page-bot-heuristic = Heuristische bot
page-bot-search = Zoekende bot
page-bot-timeout = Time-outbot
page-max-deals = Giften (leeg: tot het spel vanzelf eindigt)
page-seed = Seed (64 hexadecimale cijfers; leeg: de server kiest er een)
page-start = Begin het spel
page-dealing = Er wordt gedeeld …
page-table-title = De tafel
page-deal-title = De gift
page-seats-title = De plaatsen
page-col-seat = Speler
page-col-stack = Fiches
page-col-in-play = In het spel
page-chain-title = De reeks afgelegde kaarten
page-controls-title = Jouw zet
page-waiting = De anderen zijn aan de beurt.
page-chips =
    { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }
page-lead-card = Kom uit met een kaart
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] jij bent aan de beurt
       *[no] { $seat } is aan de beurt
    }
page-in-play = { $status }, { page-chips } ingezet
page-standings-after =
    { $deals ->
        [one] Stand na { $deals } gift
       *[other] Stand na { $deals } giften
    }
page-again = Een nieuw spel
page-call = { action-call.label }: { page-chips } inzetten
page-lead-the = { $card }: kom uit met { $card-name }
# Het tempo waarin de zetten van de anderen een voor een worden getoond.
page-pace = Tempo van de zetten van de anderen
page-pace-slow = Langzaam
page-pace-normal = Normaal
page-pace-fast = Snel
page-pace-fastest = Snelst
page-skip = Ga naar het volgende overzicht
page-continue = Verder
# De momenten: de tafel stopt voor een overzicht.
page-moment-claims = Het bord wordt uitbetaald
page-moment-pochen = Het einde van de Pochen
page-moment-settlement = De afrekening
page-moment-match = Het einde van het spel
page-no-claims = Niemand heeft een vakje geclaimd: elk vakje houdt zijn fiches voor de volgende gift.
page-payments = Wie wat betaalde
page-col-cards-left = Kaarten over
page-col-paid = Betaald
page-col-receives = Krijgt
# Eerlijke giften: de vastlegging vóór de kaarten, de seed na de gift.
page-commitment = Vastlegging
page-deal-seed = Seed van de gift
page-seed-later = De seed van de gift wordt na de gift onthuld; dan kan iedereen controleren dat hij bij de vastlegging hoort en precies deze kaarten deelt.
page-verify = Controleer deze gift
page-verifying = De gift wordt gecontroleerd …
page-verified = Gecontroleerd: de seed hoort bij de vastlegging (SHA-256) en deelt jouw hand en de omgedraaide kaart zoals ze gedeeld zijn.
page-not-verified = Niet bevestigd: { $why }.
page-verify-commitment = de SHA-256 van de seed is niet de vastlegging
page-verify-hand = de seed deelt jou andere kaarten dan je kreeg
page-verify-upcard = de seed draait een andere kaart om
# Zo speel je, in het kort.
page-howto-title = Zo speel je
page-howto-deal = Bij elke gift zet elke speler eerst 1 fiche in op elk vakje van het bord. Dan worden de kaarten gedeeld, en de laatste wordt omgedraaid: haar kleur is de troefkleur.
page-howto-claims = 1. Het bord: wie de aas, heer, vrouw, boer of tien van de troefkleur heeft, claimt dat vakje; heer en vrouw samen claimen ook het Huwelijk, en 7, 8 en 9 de Reeks. Een vakje dat niemand claimt, houdt zijn fiches voor de volgende gift.
page-howto-pochen = 2. Pochen: een ronde inzetten op de beste set (een paar, drieling of vierling). Voorhand, de speler na de deler, begint. In de meeste regels mag alleen inzetten wie minstens een paar heeft. Je kunt passen, inzetten, meegaan, verhogen of uitstappen; de beste set wint de inzetten en het vakje Poch, en van twee gelijke paren wint het paar met de kaart in de troefkleur.
page-howto-discard = 3. Afleggen: wie uitkomt, legt een kaart; wie de volgende hogere kaart van dezelfde kleur heeft, moet die leggen, enzovoort, tot de reeks stopt; dan komt wie het laatst legde weer uit. Wie als eerste al zijn kaarten kwijt is, wint de Pinke en van elke andere speler een fiche per kaart die die nog in de hand heeft.
page-howto-end = Het spel eindigt als een speler zijn inzet niet meer kan betalen, of na het aantal giften dat aan het begin is gekozen. Wie de meeste fiches heeft, wint.
page-howto-bets = Bedragen: bij inzetten noem je de fiches die je inzet; bij verhogen de fiches die je boven de hoogste inzet bijlegt; meegaan zet in wat je nodig hebt om die te evenaren.
page-howto-table = Deze tafel speelt met deze vakjes: { $fields }. De regels van de tafel kunnen wat afwijken; de beschrijving zegt hoe.
page-rules-link = De volledige specificatie (in het Engels)
page-terms = Wat de woorden betekenen
page-explain-dealer = deelt de kaarten; na elke gift deelt de volgende speler.
page-explain-forehand = de speler na de deler: begint bij de Pochen en komt als eerste uit als niemand de Pochen won.
page-explain-upcard = de laatste kaart van de gift, open omgedraaid; ze is van niemand, en haar kleur is de troefkleur.
page-explain-pay-suit = de kleur van de omgedraaide kaart: aas, heer, vrouw, boer en tien van die kleur claimen de vakjes van het bord.
page-explain-commitment = de SHA-256-hash van de seed van deze gift, getoond vóór de kaarten: de seed die na de gift onthuld wordt, moet erbij horen; zo lagen de kaarten vast voordat iemand ze zag.
page-explain-stack = de fiches van een speler, zonder die op het bord.
page-explain-cards-held = hoeveel kaarten elke speler nu heeft.
page-explain-in-play = bij de Pochen: of de speler nog meedoet, is uitgestapt, all-in is of buiten deze fase staat, en hoeveel fiches hij inzette.
page-explain-chain = de kaarten van de lopende reeks: op elke kaart volgt de volgende hogere van haar kleur, gelegd door wie haar heeft, tot het niet verder gaat.
page-explain-pochen = de ronde inzetten op de beste set; de hoogste inzet is het grootste totaal dat een speler inzette.
page-explain-high-stake = het grootste totaal dat een speler bij deze Pochen inzette: meegaan evenaart het, verhogen gaat erboven.
page-bet-legend = Inzetten: { $min } tot { $max } fiches
page-bet-amount = Fiches om in te zetten
page-raise-legend = Verhogen met { $min } tot { $max } fiches boven de hoogste inzet van { $high }: die wordt dan { $from } tot { $to }
page-raise-amount = Verhogen met (fiches)
# De tafel als tafel getekend, de instellingen uit de antwoorden van de dienst, de vorige giften, het verslag.
page-guide-link = De regels voor spelers
page-leave = Verlaat de tafel
page-leave-confirm = Deze tafel verlaten? Het spel is dan voor jou voorbij, en dit tabblad vergeet het.
page-restored = Je tafel is terug zoals je hem verliet (dit tabblad bewaarde hem).
page-not-restored = De tafel die dit tabblad bewaarde, kan niet verder:
page-starting-chips = Fiches waarmee elke speler begint (minstens { $ante }, de eerste inzet)
page-checking-preset = De dienst wordt gevraagd welke tafels deze regels toestaan …
page-cards-held =
    { $count ->
        [0] geen kaarten
        [one] { $count } kaart in de hand
       *[other] { $count } kaarten in de hand
    }
page-away = afwezig
page-clock = Klok
page-this-deal = Deze gift: { $chips }
page-next-deal =
    { $seat-you ->
        [yes] hierna gift { $deal }, en jij deelt
       *[no] hierna gift { $deal }: { $seat } deelt
    }
page-hand-between = De kaarten van de volgende gift worden gedeeld als die begint; wat elke speler had, staat onder ‘Vorige giften’.
page-pot = Pot: { $pot } (Poch { $poch } en { $bets } ingezet)
page-quick-legend = Snelle bedragen
page-quick-least = Minste: { $chips }
page-quick-half = Halve pot: { $chips }
page-quick-pot = De pot: { $chips }
page-quick-all-in = Alles: { $chips }
page-quick-most = Meeste: { $chips }
page-fields-explained = Wat de plaatsen en de vakjes tonen
page-past-title = Vorige giften
page-past-none = Er is nog geen gift voorbij.
page-deal-result = Gift { $deal }: elke hand, en wat de gift elke speler opleverde
page-col-hand = Gedeelde hand
page-col-ante = Inzet
page-col-claims = Bord
page-col-discard = Afleggen
page-col-deal = Deze gift
page-hands-later = wordt uit de onthulde seed gelezen …
page-graph-title = Fiches in de loop van het spel
page-graph-start = Begin
page-graph-numbers = De getallen
page-download = Download het spelverslag
page-download-hint = Eén regel JSON in het formaat van de spelverslagen van het project: \`poch replay --server URL BESTAND\` speelt het opnieuw via een dienst.
page-download-later = De server koos de seed van dit spel, dus het verslag noemt in plaats daarvan het kaartspel van elke gift: het kan worden gedownload als het spel voorbij is en de seed van elke gift onthuld.
page-fair-server-drew = Aan deze oefentafel koos de server de seed van het spel, en hij speelt alle andere plaatsen. De controle toont dat de kaarten van elke gift vastlagen voordat die begon en dat de seed ze deelt; ze kan niet tonen dat de server de seed niet uitzocht. Aan een tafel met mensen voegt elke speler een eigen seed toe, zodat niemand de kaarten kiest.
page-fair-you-chose = Jij koos de seed van dit spel, en daarmee de kaarten: de controle toont dat elke gift die is die jouw seed deelt.
page-error-other = De dienst weigerde: { $code }.
page-error-unreachable = De dienst is niet bereikbaar; controleer de verbinding en probeer het opnieuw.
page-error-player_count = Het kaartspel van deze regels is niet voor zoveel spelers.
page-error-dreier_needs_three_players = Deze regels zijn voor precies drie spelers.
page-error-five_talon_too_few_cards = Met vijf kaarten elk heeft het kaartspel te weinig kaarten voor zoveel spelers.
page-error-show_pair_needs_pair_required = Deze regels laten een onbetwiste winnaar een paar tonen; dan mogen alleen spelers met een paar inzetten.
page-error-starting_chips_below_ante = Elke speler moet met minstens de eerste inzet beginnen.
page-error-invalid_players = De namen van de spelers moeten verschillen, elk 1 tot 64 tekens zonder stuurtekens.
page-error-unknown_preset = Deze regels kent de dienst niet.
page-error-caller_seed_forbidden = Deze dienst kiest elke seed zelf: laat de seed leeg.
page-error-invalid_argument = Een veld van het formulier is niet leesbaar; controleer de seed (64 hexadecimale cijfers) en de getallen.
page-error-state_tampered = De tafel werd verzegeld door een andere server, of door deze vóór een herstart.
page-error-overloaded = De dienst is druk; probeer het zo opnieuw.
page-error-timeout = De dienst deed er te lang over; probeer het opnieuw.

## Acties (RULES 12.4) en het opschrift van hun knop.

action-pass =
    { $seat-you ->
        [yes] Je past.
       *[no] { $seat } past.
    }
    .label = Passen
action-bet =
    { $seat-you ->
        [yes] Je zet
       *[no] { $seat } zet
    } { $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    } in.
    .label = Inzetten
action-call =
    { $seat-you ->
        [yes] Je gaat mee.
       *[no] { $seat } gaat mee.
    }
    .label = Meegaan
action-raise =
    { $seat-you ->
        [yes] Je verhoogt
       *[no] { $seat } verhoogt
    } met { $amount ->
        [one] { $amount } fiche.
       *[other] { $amount } fiches.
    }
    .label = Verhogen
action-fold =
    { $seat-you ->
        [yes] Je stapt uit.
       *[no] { $seat } stapt uit.
    }
    .label = Uitstappen
action-lead =
    { $seat-you ->
        [yes] Je komt uit
       *[no] { $seat } komt uit
    } met { $card }{ $direction ->
        [up] , en deze gift wordt omhoog afgelegd.
        [down] , en deze gift wordt omlaag afgelegd.
       *[none] .
    }
    .label = Uitkomen
action-deal =
    { $seat-you ->
        [yes] Je deelt de volgende gift.
       *[no] { $seat } deelt de volgende gift.
    }
    .label = Delen
action-timeout =
    { $seat-you ->
        [yes] Je tijd is om.
       *[no] De tijd van { $seat } is om.
    }
    .label = Tijd om

## Gebeurtenissen, in de volgorde van een gift.

event-deal_started =
    Gift { $deal }: { $dealer-you ->
        [yes] jij deelt
       *[no] { $dealer } deelt
    }, en { $forehand-you ->
        [yes] jij bent
       *[no] { $forehand } is
    } voorhand.
event-ante_paid =
    Elke speler betaalt een inzet van { $chips ->
        [one] { $chips } fiche.
       *[other] { $chips } fiches.
    }
event-hand_dealt =
    { $seat-you ->
        [yes] Je krijgt
       *[no] { $seat } krijgt
    } { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }: { $cards }.
event-upcard_turned = De omgedraaide kaart is { $card }: de troefkleur is { suit-name }.
upcard-held =
    { $seat-you ->
        [yes] Het is je eigen laatste kaart, en je houdt hem in de hand.
       *[no] Het is de eigen laatste kaart van { $seat }, en die blijft in de hand.
    }
dead-cards =
    { $count ->
        [one] { $count } dode kaart ligt
       *[other] { $count } dode kaarten liggen
    } open in het midden: { $cards }.
talon-cards =
    { $count ->
        [one] { $count } kaart blijft gedekt in de talon.
       *[other] { $count } kaarten blijven gedekt in de talon.
    }
event-field_claimed =
    { $seat-you ->
        [yes] Je neemt
       *[no] { $seat } neemt
    } { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    } uit het vakje { $field ->
        [A] { field-A }
        [K] { field-K }
        [Q] { field-Q }
        [J] { field-J }
        [T] { field-T }
        [MAR] { field-MAR }
       *[SEQ] { field-SEQ }
    } ({ $cards }).
event-pochen_started =
    De Pochen begint met { $count } spelers; in het Poch-vakje { $poch ->
        [one] ligt { $poch } fiche.
       *[other] liggen { $poch } fiches.
    }
event-pochen_skipped = De Pochen vervalt: minder dan twee spelers hebben fiches, dus het telt alsof iedereen past.
event-passed =
    { $seat-you ->
        [yes] Je past
       *[no] { $seat } past
    }{ $out ->
        [yes] { " " }en verlaat deze fase.
       *[no] .
    }
event-bet_placed =
    { $seat-you ->
        [yes] Je zet
       *[no] { $seat } zet
    } { $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    } in{ $allin ->
        [yes] { " " }en gaat all-in.
       *[no] .
    }
event-called =
    { $seat-you ->
        [yes] Je gaat
       *[no] { $seat } gaat
    } mee met { $put ->
        [one] { $put } fiche
       *[other] { $put } fiches
    }{ $allin ->
        [yes] , all-in.
       *[no] .
    }
event-raised =
    { $seat-you ->
        [yes] Je verhoogt
       *[no] { $seat } verhoogt
    } met { $amount } en zet { $put ->
        [one] { $put } fiche
       *[other] { $put } fiches
    } in{ $allin ->
        [yes] , all-in.
       *[no] .
    }
event-folded =
    { $seat-you ->
        [yes] Je stapt uit.
       *[no] { $seat } stapt uit.
    }
event-group_shown =
    { $seat-you ->
        [yes] Je toont
       *[no] { $seat } toont
    } { $size ->
        [0] geen set.
       *[other] { group }: { $cards }.
    }
event-pochen_ended =
    { $outcome ->
        [all_passed] Iedereen past: het Poch-vakje houdt { $poch ->
            [one] zijn { $poch } fiche
           *[other] zijn { $poch } fiches
        } voor de volgende gift.
        [uncontested] { $winner-you ->
            [yes] Je wint
           *[no] { $winner } wint
        } de Pochen zonder tegenstander en krijgt { $chips ->
            [one] { $chips } fiche.
           *[other] { $chips } fiches.
        }
       *[showdown] { $winner-you ->
            [yes] Je wint
           *[no] { $winner } wint
        } de Pochen bij de showdown en krijgt { $chips ->
            [one] { $chips } fiche.
           *[other] { $chips } fiches.
        }
    }
# ED-15: één regel per winnaar van een pot.
layer-won =
    Pot { $layer } ({ $amount ->
        [one] { $amount } fiche
       *[other] { $amount } fiches
    }): { $seat-you ->
        [yes] jij wint
       *[no] { $seat } wint
    } { $share }.
# RULES 8.9.1: een bovenste pot met maar één gerechtigde gaat naar hem terug.
layer-returned =
    Pot { $layer }: niemand ging mee met { $share ->
        [one] { $share } fiche
       *[other] { $share } fiches
    }, en { $seat-you ->
        [yes] je neemt
       *[no] { $seat } neemt
    } { $share ->
        [one] hem
       *[other] ze
    } terug.
# ED-14: de overgebleven fiches van een verdeling.
layer-remainder =
    Pot { $layer }: { $chips ->
        [one] { $chips } overgebleven fiche blijft
       *[other] { $chips } overgebleven fiches blijven
    } in het Poch-vakje.
event-discard_started =
    Het afleggen begint: { $leader-you ->
        [yes] jij komt uit.
       *[no] { $leader } komt uit.
    }
event-direction_chosen =
    { $direction ->
        [up] Deze gift wordt omhoog afgelegd.
       *[down] Deze gift wordt omlaag afgelegd.
    }
event-card_played =
    { $led ->
        [yes] { $seat-you ->
            [yes] Je komt uit
           *[no] { $seat } komt uit
        } met { $card }.
       *[no] { $seat-you ->
            [yes] Je legt
           *[no] { $seat } legt
        } { $card } aan.
    }
# RULES 9.5: waarom een aflegreeks stopt; 9.6: wie de volgende begint.
event-chain_stopped =
    { $stop ->
        [out] { $next-you ->
            [yes] Je hebt geen kaarten meer en wint het afleggen.
           *[no] { $next } heeft geen kaarten meer en wint het afleggen.
        }
       *[other] De aflegreeks stopt: { $stop ->
            [top] de hoogste kaart is gespeeld
            [bottom] de laagste kaart is gespeeld
            [upcard] de volgende kaart is de omgedraaide kaart
            [dead] de volgende kaart is dood
            [talon] de volgende kaart ligt in de talon
           *[played] de volgende kaart is al gespeeld
        }; { $next-you ->
            [yes] jij komt uit voor de volgende reeks.
           *[no] { $next } komt uit voor de volgende reeks.
        }
    }
event-deal_settled =
    { $winner-you ->
        [yes] Je hebt
       *[no] { $winner } heeft
    } de laatste kaart { $lead ->
        [yes] uitgespeeld
       *[no] aangelegd
    } en krijgt { $chips ->
        [one] { $chips } fiche.
       *[other] { $chips } fiches.
    }
# RULES 9.8: de Pinke gaat naar de winnaar.
settlement-mid =
    { $chips ->
        [one] { $chips } fiche komt uit de Pinke.
       *[other] { $chips } fiches komen uit de Pinke.
    }
# RULES 9.8, 9.9, ED-23: een verliezer betaalt één fiche per overgebleven kaart, hoogstens zijn voorraad.
settlement-paid =
    { $seat-you ->
        [yes] Je betaalt
       *[no] { $seat } betaalt
    } { $paid ->
        [one] { $paid } fiche
       *[other] { $paid } fiches
    } voor { $count ->
        [one] { $count } overgebleven kaart
       *[other] { $count } overgebleven kaarten
    }{ $forgiven ->
        [0] .
        [one] ; { $forgiven } wordt kwijtgescholden.
       *[other] ; { $forgiven } worden kwijtgescholden.
    }
event-deal_ended = Gift { $deal } is voorbij.
event-match_ended =
    Het spel is voorbij na { $deals ->
        [one] { $deals } gift
       *[other] { $deals } giften
    }: { $reason ->
        [max_deals] het afgesproken aantal giften is bereikt.
        [ante_shortfall] een speler kan de volgende inzet van { $ante ->
            [one] { $ante } fiche
           *[other] { $ante } fiches
        } niet betalen.
       *[both] het afgesproken aantal giften is bereikt, en een speler kan de volgende inzet van { $ante ->
            [one] { $ante } fiche
           *[other] { $ante } fiches
        } niet betalen.
    }
# RULES 10.3: één regel van de stand.
standing =
    { $place }. { $seat-you ->
        [yes] jij
       *[no] { $seat }
    }: { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }{ $paid ->
        [no] { " " }(kon de inzet niet betalen)
       *[yes] {""}
    }
# RULES 10.4: de fiches op het bord gaan naar niemand.
board-shared =
    { $chips ->
        [one] Het bord wordt verdeeld: elke speler krijgt { $chips } fiche.
       *[other] Het bord wordt verdeeld: elke speler krijgt { $chips } fiches.
    }

board-left =
    { $chips ->
        [one] { $chips } fiche blijft op het bord en gaat naar niemand.
       *[other] { $chips } fiches blijven op het bord en gaan naar niemand.
    }

event-timed_out =
    { $seat-you ->
        [yes] Je tijd is om; de zet bij tijdoverschrijding wordt voor je gespeeld.
       *[no] De tijd van { $seat } is om; de zet bij tijdoverschrijding wordt voor { $seat } gespeeld.
    }

## Weigeringen: waarom een actie niet mag (naar haar code).

rejection-match_over = Het spel is voorbij.
rejection-seat_out_of_range = Die plaats bestaat niet aan deze tafel.
rejection-not_your_turn = Je bent niet aan de beurt.
rejection-wrong_phase = Die actie hoort niet bij deze fase.
rejection-not_eligible = Zonder minstens een paar mag je alleen passen of uitstappen.
rejection-bet_outstanding = Er staat een inzet: meegaan, verhogen of uitstappen.
rejection-nothing_to_call = Er staat geen inzet: passen of inzetten.
rejection-bet_below_minimum = Een inzet of verhoging is minstens 1 fiche.
rejection-above_maximum = Dat is meer dan het plafond toestaat.
rejection-insufficient_chips = Zoveel fiches heb je niet.
rejection-card_not_in_hand = Die kaart zit niet in je hand.
rejection-direction_not_allowed = Er kan nu geen richting worden gekozen.
rejection-direction_required = Wie als eerste uitkomt, kiest de richting: voeg up of down toe.
rejection-deck_order_not_allowed = Dit spel schudt uit zijn seed; het neemt geen kaartvolgorde aan.
rejection-deck_order_required = Dit spel deelt uit opgegeven kaartvolgordes, en voor deze gift is er geen meer.
rejection-invalid_deck_order = Die kaartvolgorde is geen volledig spel kaarten van dit spel.

## Het scherm van \`poch play\`.

play-prompt = Jouw actie
play-help = Typ een actie: pass (passen), bet N (inzetten), call (meegaan), raise N (verhogen), fold (uitstappen), lead KAART (uitkomen, bijvoorbeeld QH voor de hartenvrouw; bij het eerste uitkomen, als de uitkomer kiest, met up of down erachter), deal (delen). Of: history (de hele gift tot nu toe), help, quit.
play-not-an-action = „{ $input }” is geen actie.
play-refused = Niet toegestaan: { $why }
play-you-may = Je kunt: { $choices }
play-history = Gift { $deal } tot nu toe:
play-commitment = Gift { $deal } wordt gedeeld uit een vooraf vastgelegde seed: de vastlegging (SHA-256) is { $commitment }.
play-seed = De seed van gift { $deal } is onthuld: { $seed }. Iedereen kan hem met de vastlegging vergelijken en de gift opnieuw delen:
play-left =
    Je verlaat het spel na { $deals ->
        [one] { $deals } gift.
       *[other] { $deals } giften.
    } De stand tot nu toe:
`;var Xa={en:Nt,de:Ct,nl:Rt,nb:Lt,fi:Mt},Kt=new Map;function se(e){let t=Kt.get(e);return t||(t=new we(e,Xa[e]),Kt.set(e,t)),t}var Q="en";function H(){return Q}function _e(e){return Q=Se(e)?e:"en",Q}function Se(e){return je.includes(e)}function l(e,...t){return se(Q).text(e,t[0]??{})}function U(e,t,a={}){return se(Q).attr(e,t,a)}function E(e,t={}){return se(Q).text(e,t)}function Ze(e){return se(Q).bundle.hasMessage(e)}function o(e,t={},...a){let n=Object.assign(document.createElement(e),t);return n.append(...a),n}function p(e){let t=document.getElementById(e);if(!t)throw new Error(`no #${e}`);return t}function xe(e){return o("span",{className:"sr-only",textContent:e})}function Ee(e,t=l("page-terms")){let a=o("dl");for(let[n,s]of e)a.append(o("dt",{textContent:n}),o("dd",{textContent:s}));return o("details",{className:"terms"},o("summary",{textContent:t}),a)}function W(e){let[t="",...a]=e.split(`
`),n=[o("span",{className:"line",textContent:t})];return a.length>0&&n.push(o("ul",{className:"details"},...a.map(s=>o("li",{textContent:s})))),n}var en="CSHD",tn="23456789TJQKA",Ht={T:10,J:11,Q:12,K:13,A:14};function Ye(e,t){let a=e[0]??"";return{rank:Ht[a]??Number(a),suit:e[1]??"",deck:t}}function It(e){return Ht[e]??Number(e)}function ie(e){let t=a=>en.indexOf(a[1]??"")*16+tn.indexOf(a[0]??"");return[...e].sort((a,n)=>t(a)-t(n))}function De(e,t){return l("page-card-name",Ye(e,t))}function Ot(e,t){return l("card",Ye(e,t))}function O(e,t,a="span"){let n=Ye(e,t),s=document.createElement(a),i=n.suit==="H"||n.suit==="D";return s.className=`card${i?" red":""}`,s.dataset.card=e,s.dataset.pip=l("suit-symbol",{suit:n.suit}),s.append(o("span",{className:"index",textContent:l("card",n)})),a==="span"&&(s.setAttribute("role","img"),s.setAttribute("aria-label",De(e,t))),s}function Bt(e,t=13){let a=o("span",{className:"backs"});a.setAttribute("role","img"),a.setAttribute("aria-label",l("page-cards-held",{count:e})),a.dataset.count=String(e);for(let n=0;n<Math.min(e,t);n++)a.append(o("span",{className:"back"}));return e>0&&a.append(o("span",{className:"count",textContent:String(e)})),a}function X(e){return e?.rules.deck??"french32"}function an(e,t,a){let n=(e-t+a)%a,s=a<=6?{from:Math.PI,step:Math.PI/(a-2)}:{from:Math.PI/2+2*Math.PI/a,step:2*Math.PI/a},i=n===0?Math.PI/2:s.from+s.step*(n-1),r=d=>Math.round(d*1e3)/1e3;return{left:`calc(50% + ${r(Math.cos(i))} * (50% - var(--plate-w) / 2))`,top:`calc(50% + ${r(Math.sin(i))} * (50% - var(--plate-h) / 2))`}}function Ft(e){nn(e),sn(e)}function nn(e){let{view:t,scene:a,me:n,acting:s}=e,i=document.getElementById("seats");if(!i)return;let r=t.players.length,d=a.deal;i.replaceChildren(...t.players.map((u,c)=>{let h=e.bots[c]??null,k=[];d?.dealer===c&&k.push(l("label-dealer")),d?.forehand===c&&k.push(l("label-forehand"));let b=[n===c?l("label-you"):"",h?E(`page-bot-${h}`):"",e.away?.[c]?l("page-away"):""].filter(C=>C!==""),y=o("div",{className:"plate"},o("span",{className:"name",textContent:u}));(b.length>0||k.length>0)&&y.append(o("span",{className:"who"},o("span",{className:"kind",textContent:b.join(", ")}),...k.map(C=>o("span",{className:"badge",textContent:C}))));let v=a.stacks[c]??0,x=o("span",{className:"stack"},xe(`${l("page-col-stack")}: `),o("span",{className:"chipstack",textContent:String(v)}));y.append(o("span",{className:"holds"},x,Bt(a.handSizes[c]??0)));let z=e.clocks?.[c];z&&y.append(o("span",{className:"clock"},xe(`${l("page-clock")}: `),z));let M=a.statuses[c];if(M){let C=o("span",{className:`status ${M}`,textContent:l("page-in-play",{status:E(`status-${M}`),chips:a.contributions[c]??0})});y.append(C)}let $=e.changes?.[c];$&&y.append(o("span",{className:"change",textContent:l("page-this-deal",{chips:$})}));let w=a.lastMove[c];w&&y.append(o("span",{className:"last-move",textContent:w.split(`
`)[0]??""}));let D=o("li",{className:"seat"},y),V=an(c,n??0,r);return D.style.left=V.left,D.style.top=V.top,s===c&&(D.classList.add("acting"),D.setAttribute("aria-current","true")),n===c&&D.classList.add("you"),D.dataset.seat=String(c),D.dataset.stack=String(v),D.dataset.cards=String(a.handSizes[c]??0),h&&(D.dataset.bot=h),D})),i.dataset.players=String(r),document.getElementById("felt")?.setAttribute("data-players",String(r))}function sn(e){let{view:t,scene:a}=e,n=X(t);document.getElementById("board")?.replaceChildren(...t.fields.map(c=>{let h=a.board[c]??0,k=o("li",{title:U(`field-${c}`,"title",{deck:n})},o("span",{className:"field",textContent:E(`field-${c}`,{deck:n})}),o("span",{className:"chips"},o("span",{textContent:String(h),ariaHidden:"true"}),xe(l("page-chips",{chips:h}))));return k.dataset.field=c,k.dataset.chips=String(h),k}));let i=document.getElementById("upcard-line");if(i){i.replaceChildren();let c=a.deal;c?.upcard&&c.paySuit&&(i.append(o("span",{className:"label",textContent:l("label-upcard")}),O(c.upcard,n),o("span",{className:"label",textContent:`${l("label-pay-suit")}: ${l("suit-symbol",{suit:c.paySuit})}`})),i.lastElementChild?.setAttribute("aria-label",`${l("label-pay-suit")}: ${l("suit-name",{suit:c.paySuit,deck:n})}`),i.lastElementChild?.setAttribute("role","img"))}let r=document.getElementById("chain-box");r&&(r.hidden=e.phase!=="discard"&&a.chain.length===0);let d=a.direction?` (${E(`direction-${a.direction}`)})`:"",u=document.getElementById("chain-title");u&&(u.textContent=`${l("page-chain-title")}${d}`),document.getElementById("chain")?.replaceChildren(...a.chain.map((c,h)=>{let k=O(c.card,n),b=t.players[c.seat]??String(c.seat);k.setAttribute("aria-label",`${De(c.card,n)}: ${b}`);let y=o("li",{},k,o("span",{className:"who",textContent:b,ariaHidden:"true"}));return h===a.chain.length-1&&y.classList.add("newest"),y.dataset.card=c.card,y}))}function Ut(e,t){return l("page-lead-the",{card:Ot(e,t),"card-name":De(e,t)})}var ke=class{constructor(t,a){this.starting=t;this.me=a;P(this,"deals",[]);P(this,"matchEnd",null);P(this,"stacks");this.stacks=[...t]}current(){return this.deals[this.deals.length-1]??null}series(){return[this.starting,...this.deals.flatMap(t=>t.after?[t.after]:[])]}take(t){let a=t.kind,n=this.current(),s=i=>i.map((r,d)=>r-(this.stacks[d]??0));switch(a.type){case"deal_started":{let i=()=>this.stacks.map(()=>0);this.deals.push({number:a.deal,dealer:a.dealer,commitment:a.commitment??null,seed:null,upcard:null,mine:[],before:[...this.stacks],ante:i(),claims:i(),pochen:i(),discard:i(),after:null,result:{deal:a.deal,dealer:a.dealer,actions:0,pochen:null,pochen_pot:0,claimed:[],settlement:null,stacks:[],carried_next:[]},hands:null,deckOrder:null});return}case"match_ended":{let{type:i,...r}=a;this.matchEnd=r;return}default:break}if(n)switch(a.type){case"ante_paid":n.ante=s(a.stacks),this.stacks=[...a.stacks];break;case"hand_dealt":a.seat===this.me&&(n.mine=[...a.cards]);break;case"upcard_turned":n.upcard=a.upcard;break;case"field_claimed":n.claims[a.seat]=(n.claims[a.seat]??0)+a.chips,this.stacks[a.seat]=(this.stacks[a.seat]??0)+a.chips,n.result.claimed.push(a.field);break;case"passed":case"bet_placed":case"called":case"raised":case"folded":n.result.actions++;break;case"card_played":a.led&&n.result.actions++;break;case"pochen_ended":n.pochen=s(a.stacks),this.stacks=[...a.stacks],n.result.pochen=a.outcome,n.result.pochen_pot=a.poch_before+a.contributions.reduce((i,r)=>i+r,0);break;case"deal_settled":{let{type:i,...r}=a;n.result.settlement=r;break}case"deal_ended":n.discard=s(a.stacks),this.stacks=[...a.stacks],n.after=[...a.stacks],n.seed=a.deal_seed??null,n.result.stacks=[...a.stacks],n.result.carried_next=[...a.carried_next];break;default:break}}};function B(e){return e>0?`+${e}`:e<0?`−${-e}`:"0"}function oe(e,t){return e.after?(e.after[t]??0)-(e.before[t]??0):null}function Qe(e,t,a){let{locale:n,state_form:s,answer_as_seat:i,include_views:r,deal_source:d,...u}=e.newGame,c,h=d&&"seeded"in d?d.seeded.seed:null;if(h)c={seeded:{seed:h}};else{let k=a.deals[0];if(!k||!a.matchEnd||a.deals.some(b=>!b.deckOrder))return null;c={decks:{first_dealer:k.dealer,deck_orders:a.deals.map(b=>({cards:b.deckOrder??[]}))}}}return{format:"poch-match-record",version:2,new_game:{...u,deal_source:c},bots:e.players,actions:t,deals:a.deals.map(k=>k.result),match_end:a.matchEnd}}function qt(e,t,a,n){let s=e.deals.filter(r=>r.after);if(s.length===0)return o("p",{className:"hint",textContent:l("page-past-none")});let i=o("ol",{className:"past",reversed:!0});for(let r of[...s].reverse()){let d=oe(r,n)??0,u=o("summary",{textContent:`${l("label-deal",{deal:r.number})} · ${l("page-this-deal",{chips:B(d)})}`}),c=o("tr",{},...["page-col-seat","page-col-hand","page-col-ante","page-col-claims","phase-pochen","page-col-discard","page-col-deal"].map(v=>o("th",{scope:"col",textContent:l(v)}))),h=t.map((v,x)=>{let z=r.hands?.[x]??(x===n?r.mine:null),M=z?o("td",{className:"hand"},o("span",{className:"cards-dealt"},...ie(z).map(w=>O(w,a)))):o("td",{className:"hint",textContent:l("page-hands-later")}),$=o("tr",{className:x===n?"you":""},o("th",{scope:"row",textContent:x===n?`${v} (${l("label-you")})`:v}),M,o("td",{textContent:B(r.ante[x]??0)}),o("td",{textContent:B(r.claims[x]??0)}),o("td",{textContent:B(r.pochen[x]??0)}),o("td",{textContent:B(r.discard[x]??0)}),o("td",{className:"total",textContent:B(oe(r,x)??0)}));return $.dataset.seat=String(x),$.dataset.change=String(oe(r,x)??0),$.dataset.hand=z?z.length.toString():"",$}),k=o("table",{className:"deal-result"},o("caption",{textContent:l("page-deal-result",{deal:r.number})}),o("thead",{},c),o("tbody",{},...h)),b=o("li",{},o("details",{},u,o("div",{className:"wide",tabIndex:0},k))),y=b.querySelector(".wide");y?.setAttribute("role","region"),y?.setAttribute("aria-label",l("page-deal-result",{deal:r.number})),b.dataset.deal=String(r.number),b.dataset.hands=r.hands?"all":"",i.append(b)}return i}var rn="http://www.w3.org/2000/svg";function re(e,t={}){let a=document.createElementNS(rn,e);for(let[n,s]of Object.entries(t))a.setAttribute(n,String(s));return a}function Jt(e,t,a){let n=e.series(),s=600,i=220,r={left:40,right:12,top:12,bottom:28},d=Math.max(1,...n.flat()),u=Math.max(1,n.length-1),c=$=>r.left+(s-r.left-r.right)*$/u,h=$=>i-r.bottom-(i-r.top-r.bottom)*$/d,k=l("page-graph-title"),b=re("svg",{viewBox:`0 0 ${s} ${i}`,role:"img",class:"graph","aria-label":k});for(let $ of[0,Math.round(d/2),d]){b.append(re("line",{x1:r.left,x2:s-r.right,y1:h($),y2:h($),class:"grid"}));let w=re("text",{x:r.left-4,y:h($)+4,class:"axis","text-anchor":"end"});w.textContent=String($),b.append(w)}for(let $=0;$<n.length;$++){let w=re("text",{x:c($),y:i-8,class:"axis","text-anchor":"middle"});w.textContent=$===0?l("page-graph-start"):String(e.deals.filter(D=>D.after)[$-1]?.number??$),b.append(w)}t.forEach(($,w)=>{let D=n.map((C,Z)=>`${c(Z)},${h(C[w]??0)}`).join(" "),V=re("polyline",{points:D,class:`line s${w}${w===a?" you":""}`});V.dataset.seat=String(w),b.append(V),n.forEach((C,Z)=>b.append(re("circle",{cx:c(Z),cy:h(C[w]??0),r:3,class:`dot s${w}`})))});let y=o("ul",{className:"legend"},...t.map(($,w)=>o("li",{},o("span",{className:`swatch s${w}`}),w===a?`${$} (${l("label-you")})`:$))),v=o("tr",{},o("th",{scope:"col",textContent:l("page-col-seat")}),...n.map(($,w)=>o("th",{scope:"col",textContent:w===0?l("page-graph-start"):l("label-deal",{deal:w})}))),x=t.map(($,w)=>o("tr",{},o("th",{scope:"row",textContent:$}),...n.map(D=>o("td",{textContent:String(D[w]??0)})))),z=o("div",{className:"wide",tabIndex:0},o("table",{},o("thead",{},v),o("tbody",{},...x)));z.setAttribute("role","region"),z.setAttribute("aria-label",l("page-graph-numbers"));let M=o("figure",{className:"chip-graph"},o("figcaption",{textContent:k}),b,y,o("details",{},o("summary",{textContent:l("page-graph-numbers")}),z));return M.dataset.points=String(n.length),M}var on="(prefers-reduced-motion: reduce)";function ln(){return typeof window.matchMedia=="function"&&window.matchMedia(on).matches}function dn(){let e=document.getElementById("flights");return e||(e=document.createElement("div"),e.id="flights",e.setAttribute("aria-hidden","true"),document.body.append(e)),e}function Gt(e){let t=e.getBoundingClientRect();return t.width===0&&t.height===0?null:{x:t.left+t.width/2,y:t.top+t.height/2}}function q(e,t,a,n){if(!e||!t||n<=0||ln())return;let s=Gt(e),i=Gt(t);if(!s||!i)return;a.classList.add("flying"),a.removeAttribute("role"),a.removeAttribute("aria-label"),dn().append(a);let r={x:a.offsetWidth/2,y:a.offsetHeight/2},d=h=>`translate(${h.x-r.x}px, ${h.y-r.y}px)`,u=a.animate([{transform:d(s),opacity:1},{transform:d(i),opacity:.85}],{duration:n,easing:"ease-in-out",fill:"forwards"});We.add(u);let c=()=>{a.remove(),We.delete(u)};u.addEventListener("finish",c),u.addEventListener("cancel",c)}var We=new Set;async function Vt(){await Promise.all([...We].map(e=>e.finished.catch(()=>{})))}function ee(e){let t=document.createElement("span");return t.className="chip",t.textContent=String(e),t}function le(e,t){let a=e.deal??null,n=e.players.length,s=a?.pochen??null,i=a?.discard??null,r=i?i.chain_starts[i.chain_starts.length-1]??0:0,d=a?{number:a.number,dealer:a.dealer,forehand:a.forehand,commitment:a.commitment??null,seed:a.deal_seed??null,upcard:a.upcard,paySuit:a.pay_suit,dealt:t?.deal?.number===a.number?t.deal.dealt:[...a.hand??[]]}:null;return{phase:e.phase,deal:d,stacks:[...e.stacks],board:{...e.board},hand:[...a?.hand??[]],handSizes:[...a?.hand_sizes??Array(n).fill(0)],statuses:e.phase==="pochen"&&s?[...s.statuses]:Array(n).fill(null),contributions:e.phase==="pochen"&&s?[...s.contributions]:Array(n).fill(0),chain:i?i.plays.slice(r).map(u=>({seat:u.seat,card:u.card})):[],direction:i?.direction??null,lastMove:t&&t.lastMove.length===n?[...t.lastMove]:Array(n).fill(null),acting:null}}function Pe(e){let t=e.kind;return typeof t.seat=="number"?t.seat:null}function Xe(e,t,a){let n=t.kind,s=Pe(t);switch(e.acting=s,s!==null&&t.text&&(e.lastMove[s]=t.text),n.type){case"deal_started":e.phase="claims",e.deal={number:n.deal,dealer:n.dealer,forehand:n.forehand,commitment:n.commitment??null,seed:null,upcard:null,paySuit:null,dealt:[]},e.hand=[],e.handSizes=e.handSizes.map(()=>0),e.chain=[],e.direction=null,e.lastMove=e.lastMove.map(()=>null),e.acting=n.dealer;break;case"ante_paid":e.stacks=[...n.stacks],e.board={...n.board};break;case"hand_dealt":n.seat===a&&(e.hand=[...n.cards],e.deal&&(e.deal.dealt=[...n.cards]));break;case"upcard_turned":e.deal&&(e.deal.upcard=n.upcard,e.deal.paySuit=n.pay_suit),e.handSizes=[...n.hand_sizes];break;case"field_claimed":e.board[n.field]=(e.board[n.field]??0)-n.chips,e.stacks[n.seat]=(e.stacks[n.seat]??0)+n.chips;break;case"pochen_started":e.phase="pochen",e.statuses=e.statuses.map((i,r)=>n.seats_in.includes(r)?"IN":"OUT"),e.contributions=e.contributions.map(()=>0);break;case"passed":n.out&&(e.statuses[n.seat]="OUT");break;case"bet_placed":case"called":case"raised":e.stacks[n.seat]=(e.stacks[n.seat]??0)-n.put,e.contributions[n.seat]=(e.contributions[n.seat]??0)+n.put,n.all_in&&(e.statuses[n.seat]="ALL_IN");break;case"folded":e.statuses[n.seat]="FOLDED";break;case"pochen_ended":e.stacks=[...n.stacks],e.board.POCH=n.poch_after,e.statuses=[...n.statuses],e.contributions=[...n.contributions];break;case"discard_started":e.phase="discard",e.statuses=e.statuses.map(()=>null),e.contributions=e.contributions.map(()=>0),e.chain=[],e.acting=n.leader;break;case"direction_chosen":e.direction=n.direction;break;case"card_played":n.led&&(e.chain=[]),e.chain.push({seat:n.seat,card:n.card}),e.handSizes[n.seat]=Math.max(0,(e.handSizes[n.seat]??0)-1),n.seat===a&&(e.hand=e.hand.filter(i=>i!==n.card));break;case"chain_stopped":e.acting=n.next_leader;break;case"deal_settled":e.acting=n.winner;break;case"deal_ended":e.phase="between_deals",e.stacks=[...n.stacks],e.board={...n.board},e.deal&&(e.deal.seed=n.deal_seed??null);break;case"match_ended":e.phase="match_over",e.acting=null;break;default:break}}function Zt(e,t){let a=[];JSON.stringify(e.stacks)!==JSON.stringify(t.stacks)&&a.push(`stacks ${e.stacks} / ${t.stacks}`);for(let s of t.fields)(e.board[s]??0)!==(t.board[s]??0)&&a.push(`${s} ${e.board[s]} / ${t.board[s]}`);let n=[...t.deal?.hand??[]].sort().join(" ");return[...e.hand].sort().join(" ")!==n&&a.push(`hand ${e.hand} / ${n}`),JSON.stringify(e.handSizes)!==JSON.stringify(t.deal?.hand_sizes??e.handSizes)&&a.push(`hand sizes ${e.handSizes} / ${t.deal?.hand_sizes}`),a}var et=["ann","bob","cy","di","ed","flo","gus","hal"],tt=[],Te=new Map;function pn(e,t){let a=Te.get(t);if(!a){let n=Array.from({length:S.max-S.min+1},(s,i)=>S.min+i);a=Promise.all(n.map(async s=>{try{let r=(await e.newGame({preset:t,players:cn(s),state_form:"sealed",answer_as_seat:0})).events.find(d=>d.kind.type==="ante_paid")?.kind;return r?.type==="ante_paid"?[s,r.per_player]:null}catch(i){if(i instanceof ae&&i.status===422)return null;throw i}})).then(s=>new Map(s.filter(i=>i!==null))),a.catch(()=>Te.delete(t)),Te.set(t,a)}return a}function cn(e){return Array.from({length:e},(t,a)=>et[a]??`p${a+1}`)}function Ae(){let e=p("preset").value;return tt.find(t=>t.name===e)}async function Yt(e){let t=p("preset");tt=(await e.presets()).presets,t.replaceChildren(...tt.map(a=>o("option",{value:a.name,textContent:a.name}))),await at(e)}async function at(e){let t=Ae();if(p("preset-description").textContent=t?`${t.description} (${t.rules.deck})`:"",!t)return;let a=p("players"),n=p("setup");n.dataset.ready="false",a.disabled=!0,p("start").disabled=!0,p("setup-note").textContent=l("page-checking-preset");let s=await pn(e,t.name);if(Ae()!==t)return;let i=Number(a.value||4);a.replaceChildren(...[...s.keys()].map(d=>o("option",{value:String(d),textContent:String(d)})));let r=[...s.keys()].sort((d,u)=>Math.abs(d-i)-Math.abs(u-i))[0];r!==void 0&&(a.value=String(r)),a.disabled=!1,p("start").disabled=s.size===0,p("setup-note").textContent="",n.dataset.ready="true",ze(),de()}function ze(){let e=Ae(),t=e?Te.get(e.name):void 0,a=p("starting-chips");t?.then(n=>{let s=n.get(nt())??1;a.min=String(s);let i=p("starting-chips-label");i.textContent=l("page-starting-chips",{ante:s});let r=Number(a.value);(a.dataset.preset!==e?.name||!Number.isInteger(r)||r<s)&&(a.value=String(Math.max(s,e?.rules.starting_chips??s)),a.dataset.preset=e?.name??"")})}function nt(){return Number(p("players").value||0)}function de(){let e=nt(),t=p("your-seat"),a=Math.min(Number(t.value||0),Math.max(0,e-1));t.replaceChildren(...Array.from({length:e},(i,r)=>o("option",{value:String(r),textContent:l("page-seat",{seat:r+1})}))),t.value=String(a);let n=p("bot-seats"),s=new Map;for(let i of Array.from(n.querySelectorAll("select")))s.set(i.id,i.value);n.replaceChildren(...Array.from({length:e},(i,r)=>r).filter(i=>i!==a).map(i=>{let r=`bot-${i}`,d=o("select",{id:r,name:r},...zt.map(u=>o("option",{value:u,textContent:E(`page-bot-${u}`)})));return d.value=s.get(r)??"heuristic",o("div",{className:"row"},o("label",{htmlFor:r,textContent:l("page-seat",{seat:i+1})}),d)}))}function Qt(e){let t=nt(),a=Number(p("your-seat").value),n=et.slice(0,t),s=p("your-name").value.trim();if(s!==""){let y=n.indexOf(s);y>=0&&(n[y]=et.find(v=>!n.includes(v))??`${s}-${y}`),n[a]=s}let i=[],r=[];for(let y=0;y<t;y++){if(y===a){r.push("human");continue}let v=document.getElementById(`bot-${y}`)?.value??"heuristic";i.push({seat:y,kind:v}),r.push(v)}let d=p("max-deals").value.trim(),u=p("starting-chips").value.trim(),c=p("seed").value.trim().toLowerCase(),h={preset:p("preset").value,players:n,bots:i,state_form:"sealed",locale:e,answer_as_seat:a},k={};d!==""&&(k.max_deals=Number(d));let b=Ae();return u!==""&&Number(u)!==b?.rules.starting_chips&&(k.starting_chips=Number(u)),Object.keys(k).length>0&&(h.rules=k),c!==""&&(h.deal_source={seeded:{seed:c}}),{body:h,seat:a,players:r}}function te(e){if(e instanceof ae){let t=e.code??"";return t!==""&&Ze(`page-error-${t}`)?E(`page-error-${t}`):t!==""&&Ze(`rejection-${t}`)?E(`rejection-${t}`):l("page-error-other",{code:t||String(e.status)})}return e instanceof TypeError?l("page-error-unreachable"):String(e)}var st="poch.practice";function Wt(e){try{return window.sessionStorage.setItem(st,JSON.stringify(e)),!0}catch{return!1}}function Xt(){try{let e=window.sessionStorage.getItem(st);if(!e)return null;let t=JSON.parse(e);return t.version===1&&Array.isArray(t.events)?t:null}catch{return null}}function it(){try{window.sessionStorage.removeItem(st)}catch{}}var sa=new Set(["passed","bet_placed","called","raised","folded","card_played","timed_out"]),ia={slow:1600,normal:900,fast:400,fastest:40},F=new be(window.location.origin),m=null,He="normal",ce=!1,fe=null;function N(e,t=!1){let a=p("status");a.textContent=e,a.className=t?"error":""}function G(e){document.body.dataset.busy=e?"true":"false"}function pe(e,t){return e.players[t]??String(t)}function ot(e,t){return(e.bots??[]).find(a=>a.seat===t)?.kind??null}function lt(){document.documentElement.lang=H(),document.title=l("page-title");for(let a of Array.from(document.querySelectorAll("[data-l10n]")))a.textContent=E(a.dataset.l10n??"");let e=p("locale");if(e.options.length===0)for(let a of je)e.append(o("option",{value:a,lang:a,textContent:se(a).text("page-language-name")}));e.value=H();let t=p("pace");t.replaceChildren(...Ve.map(a=>o("option",{value:a,textContent:E(`page-pace-${a}`)}))),t.value=He,Ie()}function Ie(){let e=["page-howto-deal","page-howto-claims","page-howto-pochen","page-howto-discard","page-howto-end","page-howto-bets"],t=p("howto-body");if(t.replaceChildren(...e.map(i=>o("p",{textContent:E(i)}))),m){let i=X(m.view),r=m.view.fields.map(d=>E(`field-${d}`,{deck:i})).join(", ");t.append(o("p",{textContent:l("page-howto-table",{fields:r})}))}let a=o("a",{href:`/play/guide/${H()}`,textContent:l("page-guide-link")}),n=o("a",{href:"/play/rules",textContent:l("page-rules-link")});n.setAttribute("hreflang","en"),t.append(o("p",{},a),o("p",{},n));let s=p("guide-top");s.href=`/play/guide/${H()}`}function un(e){_e(e),Oe(),lt(),de(),ze(),Be(),fe&&(p("moment-title").textContent=E(fe),p("continue").textContent=l("page-continue"))}function dt(e){p("setup").hidden=e,p("table").hidden=!e,p("leave").hidden=!e}async function hn(e){e.preventDefault();let{body:t,seat:a,players:n}=Qt(H());N(l("page-dealing")),G(!0);try{let s=await F.newGame(t),i=s.seat_ticket??void 0,r=await F.view({state:s.state,seat:a,ticket:i}),d=le(r,null);d.deal=null,d.hand=[],d.handSizes=d.handSizes.map(()=>0);let u=r.players.map(()=>r.rules.starting_chips);d.stacks=[...u],d.board={},d.statuses=d.statuses.map(()=>null),d.contributions=d.contributions.map(()=>0),d.chain=[],m={state:s.state,ticket:i,seat:a,view:r,scene:d,unfolding:!0,start:{newGame:t,players:n},events:[...s.events],actions:[],ledger:new ke(u,a)},ra(),dt(!0),N(""),Oe(),Ie(),oa(),await la(s.events,r)}catch(s){N(te(s),!0),G(!1)}}function ra(){p("log").replaceChildren(),p("history-count").textContent="0",p("ticker").textContent=""}function Oe(){if(!m)return;let e={};for(let a of m.ledger.deals)a.hands&&a.deckOrder&&(e[String(a.number)]={hands:a.hands,deckOrder:a.deckOrder});let t=Wt({version:1,start:m.start,seat:m.seat,state:m.state,ticket:m.ticket,events:m.events,actions:m.actions,locale:H(),hands:e});p("table").dataset.kept=t?"yes":"no"}async function gn(e){Se(e.locale)&&e.locale!==H()&&(_e(e.locale),lt(),de());try{let t=await F.view({state:e.state,seat:e.seat,ticket:e.ticket}),a=t.players.map(()=>t.rules.starting_chips),n=new ke(a,e.seat),s=le(t,null);m={state:e.state,ticket:e.ticket,seat:e.seat,view:t,scene:s,unfolding:!1,start:e.start,events:e.events,actions:e.actions,ledger:n},ra();let i=le(t,null);for(let r of e.events)n.take(r),Xe(i,r,e.seat),ua(r);for(let r of n.deals){let d=e.hands[String(r.number)];d&&(r.hands=d.hands,r.deckOrder=d.deckOrder)}m.scene=le(t,i),dt(!0),N(l("page-restored")),Be();for(let r of n.deals)r.after&&!r.hands&&pa(r.number);return oa(),ca(),!0}catch(t){return it(),N(`${l("page-not-restored")} ${te(t)}`,!0),!1}}function ea(){m&&!m.view.match_end&&!window.confirm(l("page-leave-confirm"))||(m=null,it(),rt?.(),Re?.(),ce=!1,G(!1),fe=null,p("moment").hidden=!0,dt(!1),N(""),Ie(),p("start").focus())}function oa(){let e=p("table").getBoundingClientRect().top+window.scrollY;window.scrollTo({top:Math.max(0,e-4)})}async function pt(e){let t=m;if(!t||t.unfolding)return;let a=t.seat;N("…"),G(!0);try{let n=t.ticket,s=await F.apply({state:t.state,seat:a,action:e,locale:H(),ticket:n}),i=await F.view({state:s.state,seat:a,ticket:n});if(m!==t)return;t.state=s.state,t.actions.push({seat:a,action:e}),t.events.push(...s.events),t.unfolding=!0,Oe(),N(""),await la(s.events,i)}catch(n){if(m!==t)return;N(te(n),!0),t.unfolding=!1,Be(),G(!1)}}function mn(e,t){let a=e.visibility;return a==="public"||typeof a=="object"&&a!==null&&"private_to"in a&&a.private_to===t}var Re=null;function kn(e){return new Promise(t=>{let a=()=>{clearTimeout(n),Re=null,t()},n=setTimeout(a,e);Re=a})}function fn(e,t){if(ce||!sa.has(e.kind.type))return 0;let a=Pe(e);if(a===null||!ot(t,a))return 0;let n=ia[He];return e.kind.type==="card_played"&&!e.kind.led?n/2:n}function J(e){return document.querySelector(`#seats li[data-seat="${e}"] .plate`)}function Ce(e){return document.querySelector(`#board li[data-field="${e}"]`)}function bn(e){if(!m||ce)return;let t=Math.min(700,Math.max(250,ia[He]*.8)),a=e.kind,n=X(m.view);switch(a.type){case"ante_paid":a.stacks.forEach((s,i)=>q(J(i),p("board"),ee(a.per_player),t));break;case"field_claimed":q(Ce(a.field),J(a.seat),ee(a.chips),t);break;case"bet_placed":case"called":case"raised":q(J(a.seat),Ce("POCH"),ee(a.put),t);break;case"pochen_ended":a.payouts.forEach((s,i)=>{s>0&&q(Ce("POCH"),J(i),ee(s),t)});break;case"card_played":q(J(a.seat),document.querySelector("#chain li.newest .card"),O(a.card,n),t);break;case"deal_settled":a.payments.forEach((s,i)=>{s>0&&q(J(i),J(a.winner),ee(s),t)}),a.mid>0&&q(Ce("MID"),J(a.winner),ee(a.mid),t);break;default:break}}async function la(e,t){let a=m;if(!a)return;let n=()=>m!==a,s=e.filter(h=>mn(h,a.seat));p("skip").hidden=!1;let i=null,r=[],d=[],u=null;for(let h of s){let k=h.kind;if(i&&(k.type==="pochen_started"||k.type==="pochen_skipped"||k.type==="discard_started")&&(await ta(i),i=null,n()))return;Xe(a.scene,h,a.seat),a.ledger.take(h),ua(h),ga(),bn(h);let b=fn(h,a.view);if(b>0&&await kn(b),n())return;switch(k.type){case"deal_started":i=[],r=[],d=[],u=null;break;case"upcard_turned":case"field_claimed":i?.push(h);break;case"group_shown":r.push(h);break;case"pochen_ended":if(r.push(h),await Me("page-moment-pochen",yn(r),"pochen"),r=[],n())return;break;case"discard_started":da();break;case"card_played":case"chain_stopped":k.type==="card_played"&&k.led&&(d=[]),d.push(h);break;case"deal_settled":u=h;break;case"deal_ended":if(pa(k.deal),Ke(),u&&await Me("page-moment-settlement",$n(d,u,h),"settlement"),n())return;break;case"match_ended":if(Ke(),await Me("page-moment-match",[o("div",{className:"told"},...W(h.text??""))],"match"),n())return;break;default:break}}if(i&&i.length>0&&await ta(i),n())return;ce=!1,p("skip").hidden=!0;let c=Zt(a.scene,t);p("table").dataset.drift=c.join("; "),a.view=t,a.scene=le(t,a.scene),a.unfolding=!1,Be(),G(!1),ca()}function da(){let e=p("felt"),t=p("toolbar").offsetHeight,a=e.getBoundingClientRect();(a.top<t||a.bottom>window.innerHeight)&&window.scrollTo({top:Math.max(0,a.top+window.scrollY-t-4)})}async function pa(e){if(!m)return;let t=m.ledger.deals.find(n=>n.number===e);if(!t||!t.commitment||!t.seed||t.hands)return;let a=m.view;try{let n=await F.verifyDeal({commitment:t.commitment,deal_seed:t.seed,deck:a.rules.deck,table:{players:a.players.length,dealer:t.dealer,deal_method:a.rules.deal_method}});if(!n.commitment_matches||!n.dealt)return;t.hands=n.dealt.hands,t.deckOrder=n.deck_order,Oe(),Ke()}catch{}}async function ta(e){let t=e.map(a=>o("li",{},...W(a.text??"")));e.some(a=>a.kind.type==="field_claimed")||t.push(o("li",{textContent:l("page-no-claims")})),await Me("page-moment-claims",[o("ul",{className:"summary"},...t)],"claims")}function yn(e){let t=e.filter(s=>s.kind.type==="group_shown"),a=e.find(s=>s.kind.type==="pochen_ended"),n=[];return t.length>0&&n.push(o("ul",{className:"summary shown"},...t.map(s=>o("li",{},...W(s.text??""))))),a&&n.push(o("div",{className:"told"},...W(a.text??""))),n}function $n(e,t,a){if(!m||t.kind.type!=="deal_settled")return[];let n=t.kind,s=m.view,i=m.ledger.current(),r=[],d=e.filter(h=>h.kind.type==="chain_stopped").pop();d&&r.push(o("p",{className:"stopped",textContent:(d.text??"").split(`
`)[0]??""}));let u=s.players.map((h,k)=>{let b=k===n.winner,y=i?oe(i,k):null,v=o("tr",{className:b?"winner":""},o("th",{scope:"row",textContent:k===m?.seat?`${h} (${l("label-you")})`:h}),o("td",{textContent:String(n.owed[k]??0)}),o("td",{textContent:b?"":String(n.payments[k]??0)}),o("td",{textContent:b?String(n.winner_receives):""}),o("td",{className:"total",textContent:y===null?"":B(y)}));return v.dataset.seat=String(k),v}),c=o("tr",{},...["page-col-seat","page-col-cards-left","page-col-paid","page-col-receives","page-col-deal"].map(h=>o("th",{scope:"col",textContent:l(h)})));return r.push(o("table",{className:"payments"},o("caption",{textContent:l("page-payments")}),o("thead",{},c),o("tbody",{},...u))),r.push(o("div",{className:"told"},...W(t.text??""))),m.scene.deal&&r.push(ma(m.scene.deal,a)),r}async function Me(e,t,a){await Vt();let n=p("moment");fe=e,p("moment-title").textContent=E(e),p("moment-summary").replaceChildren(...t),n.dataset.moment=a,n.hidden=!1,p("move").hidden=!0,ce=!1,p("skip").hidden=!0,G(!1);let s=p("continue");s.textContent=l("page-continue");let i=n.getBoundingClientRect(),r=window.scrollY+i.bottom-window.innerHeight+8,d=window.scrollY+i.top-p("toolbar").offsetHeight-8;window.scrollTo({top:Math.max(0,Math.min(r,d))}),s.focus({preventScroll:!0}),await new Promise(u=>{let c=()=>{rt=null,s.removeEventListener("click",c),fe=null,n.hidden=!0,delete n.dataset.moment,p("move").hidden=!1,p("skip").hidden=!1,G(!0),da(),u()};s.addEventListener("click",c),rt=c})}var rt=null;function ca(){let e=p("move").querySelector("#controls button, #controls input, #hand button");e?e.focus({preventScroll:!0}):p("again").hidden||p("again").focus({preventScroll:!0})}function ua(e){if(!m)return;let t=p("log");if(e.kind.type==="deal_started"){let i=o("li",{className:"deal",textContent:l("label-deal",{deal:e.kind.deal})});i.dataset.deal=String(e.kind.deal),t.append(i)}let a=e.text??e.kind.type,n=o("li",{},...W(a));n.dataset.event=e.kind.type;let s=Pe(e);s!==null&&(n.dataset.seat=String(s),sa.has(e.kind.type)&&ot(m.view,s)&&n.classList.add("bot"),s===m.seat&&n.classList.add("you")),t.append(n),t.scrollTop=t.scrollHeight,Le(),p("ticker").textContent=a.split(`
`)[0]??"",p("history-count").textContent=String(t.querySelectorAll("li[data-event]").length)}function Be(){m&&(Ie(),ga(),Sn(m.view),fa(m.view,m.view.stacks,!0),Ke())}function ha(e){return e.phase==="between_deals"&&e.to_act!==null&&e.to_act!==void 0?e.to_act:null}function ga(){if(!m)return;let{view:e,seat:t,scene:a}=m,n=p("table"),s=m.unfolding?a.phase:e.phase;n.dataset.seat=String(t),n.dataset.phase=s,n.dataset.locale=H();let i=m.unfolding?a.acting:e.to_act??null,r=m.unfolding?null:ha(e),d=r!==null&&a.deal?{...a,deal:{...a.deal,dealer:r,forehand:-1}}:a,u=m.ledger.current(),c=s==="between_deals"||s==="match_over";Ft({view:e,scene:d,me:t,acting:i,phase:s,bots:e.players.map((h,k)=>ot(e,k)),changes:c&&u?.after?e.players.map((h,k)=>B(oe(u,k)??0)):void 0}),vn(e,a,s),wn(e,a,s),ka(e,a,s),m.unfolding&&(p("controls").replaceChildren(o("p",{textContent:l("page-waiting")})),p("pot").replaceChildren(),fa(e,a.stacks,!1))}function vn(e,t,a){let n=[];if(t.deal&&n.push(l("label-deal",{deal:t.deal.number})),n.push(E(`phase-${a}`)),!m?.unfolding&&e.to_act!==null&&e.to_act!==void 0&&e.phase!=="match_over"){let s=e.to_act;n.push(l("page-to-act",{seat:pe(e,s),"seat-you":s===m?.seat?"yes":"no"}))}p("felt-line").textContent=n.join(" · ")}function wn(e,t,a){let n=t.deal,s=[],i=m?.unfolding?null:ha(e);if(n&&(s.push(l("label-deal",{deal:n.number})),i===null&&(s.push(`${l("label-dealer")}: ${pe(e,n.dealer)}`),s.push(`${l("label-forehand")}: ${pe(e,n.forehand)}`))),s.push(E(`phase-${a}`)),i!==null)s.push(l("page-next-deal",{deal:(n?.number??0)+1,seat:pe(e,i),"seat-you":i===m?.seat?"yes":"no"}));else if(!m?.unfolding&&e.to_act!==null&&e.to_act!==void 0&&e.phase!=="match_over"){let u=e.to_act;s.push(l("page-to-act",{seat:pe(e,u),"seat-you":u===m?.seat?"yes":"no"}))}p("deal-line").textContent=s.join(" · ");let r=p("fair");r.replaceChildren(),n&&r.append(ma(n,null)),p("deal-terms").replaceChildren(Ee([[l("label-dealer"),l("page-explain-dealer")],[l("label-forehand"),l("page-explain-forehand")],[l("label-upcard"),l("page-explain-upcard")],[l("label-pay-suit"),l("page-explain-pay-suit")],[l("page-commitment"),l("page-explain-commitment")]]));let d=X(e);p("board-terms").replaceChildren(Ee([[l("page-col-stack"),l("page-explain-stack")],[l("label-cards-held"),l("page-explain-cards-held")],[l("page-col-in-play"),l("page-explain-in-play")],[l("page-chain-title"),l("page-explain-chain")],...e.fields.map(u=>[E(`field-${u}`,{deck:d}),U(`field-${u}`,"title",{deck:d})])],l("page-fields-explained")))}function aa(){let e=m?.start.newGame.deal_source,t=!!e&&"seeded"in e&&!!e.seeded.seed,a=o("p",{className:"seed-source",textContent:t?l("page-fair-you-chose"):l("page-fair-server-drew")});return a.dataset.source=t?"person":"server",a}function ma(e,t){let a=o("div",{className:"fairness"});a.dataset.deal=String(e.number);let n=t&&t.kind.type==="deal_ended"?t.kind.deal_seed??null:e.seed;if(e.commitment){let r=o("p",{},`${l("page-commitment")}: `,o("code",{className:"digest commitment",textContent:e.commitment}));a.append(r)}if(!n)return a.append(o("p",{className:"hint",textContent:l("page-seed-later")}),aa()),a;if(a.append(o("p",{},`${l("page-deal-seed")}: `,o("code",{className:"digest seed",textContent:n}))),a.append(aa()),!e.commitment)return a;let s=o("p",{className:"verdict"});s.setAttribute("role","status");let i=o("button",{type:"button",className:"verify",textContent:l("page-verify")});return i.addEventListener("click",()=>{jn(e,n,s)}),a.append(i,s),a}async function jn(e,t,a){if(!m||!e.commitment)return;let n=m.view;a.textContent=l("page-verifying"),a.dataset.verified="";try{let s=await F.verifyDeal({commitment:e.commitment,deal_seed:t,deck:n.rules.deck,table:{players:n.players.length,dealer:e.dealer,deal_method:n.rules.deal_method}}),i=[];s.commitment_matches||i.push(l("page-verify-commitment"));let r=s.dealt,d=r?.hands[m.seat]??[],u=(c,h)=>JSON.stringify(ie(c))===JSON.stringify(ie(h));s.commitment_matches&&(!r||!u(d,e.dealt))&&i.push(l("page-verify-hand")),s.commitment_matches&&r&&e.upcard&&r.upcard!==e.upcard&&i.push(l("page-verify-upcard")),a.textContent=i.length===0?l("page-verified"):l("page-not-verified",{why:i.join("; ")}),a.dataset.verified=i.length===0?"yes":"no"}catch(s){a.textContent=l("page-not-verified",{why:te(s)}),a.dataset.verified="no"}}function ka(e,t,a){let n=X(e),s=p("hand"),i=a==="between_deals"||a==="match_over",r=!m?.unfolding&&e.to_act===m?.seat?e.legal:null,d=new Set(r?.lead??[]),u=i?[]:ie(t.hand);s.replaceChildren(...u.map(k=>{if(!d.has(k))return o("li",{},O(k,n));let b=O(k,n,"button");return b.setAttribute("aria-label",Ut(k,n)),b.dataset.action="lead",b.addEventListener("click",()=>{let y=p("controls").querySelector('input[name="direction"]:checked')?.value;pt(ft(k,y??void 0))}),o("li",{className:"playable"},b)})),s.dataset.leading=d.size>0?"true":"false";let c=p("hand-hint");c.textContent=i?l("page-hand-between"):d.size>0?l("page-lead-card"):"";let h=m?.unfolding||i?null:e.deal?.best_group;p("best-group").textContent=h?`${l("label-best-group")}: ${l("group",{size:h.size,rank:It(h.rank),deck:n})}`:""}function _n(e){let t=p("pot");t.replaceChildren();let a=e.deal?.pochen;if(e.phase!=="pochen"||!a)return;let n=e.board.POCH??0,s=a.contributions.reduce((i,r)=>i+r,0);t.append(o("span",{className:"pot-chips",textContent:l("page-pot",{pot:n+s,poch:n,bets:s})}),o("span",{className:"high",textContent:`${l("label-high-stake")}: ${a.high_stake}`})),t.dataset.pot=String(n+s)}function na(e,t,a,n,s,i){let r=U(`action-${e}`,"label"),d=o("input",{type:"number",id:e,min:String(n.min),max:String(n.max),value:String(n.min),required:!0}),u=o("button",{type:"submit",className:"send",textContent:r});u.dataset.action=e;let c=new Set,h=s.map(([y,v])=>[y,Math.min(n.max,Math.max(n.min,v))]).filter(([,y])=>c.has(y)?!1:(c.add(y),!0)).map(([y,v])=>{let x=o("button",{type:"button",className:"quick",textContent:E(y,{chips:v})});return x.dataset.quick=y.replace("page-quick-",""),x.dataset.amount=String(v),x.addEventListener("click",()=>{d.value=String(v),u.focus()}),x}),k=o("div",{className:"quick-amounts",role:"group"},...h);k.setAttribute("aria-label",l("page-quick-legend"));let b=o("form",{},o("fieldset",{},o("legend",{textContent:t}),o("div",{className:"amount"},o("label",{htmlFor:e,textContent:`${a} `}),d,u),k));return b.addEventListener("submit",y=>{y.preventDefault();let v=Number(d.value);if(!Number.isInteger(v)||v<n.min||v>n.max){N(t,!0),d.focus();return}pt(i(v))}),b}function Ne(e,t,a){let n=o("button",{type:"button",textContent:e});return n.dataset.action=t,n.addEventListener("click",()=>{pt(a)}),n}function Sn(e){let t=p("controls");t.replaceChildren(),_n(e);let a=e.legal;if(!m||!a||e.to_act!==m.seat||m.unfolding){e.phase!=="match_over"&&t.append(o("p",{textContent:l("page-waiting")}));return}let n=o("div",{className:"buttons"});a.pass_turn&&n.append(Ne(U("action-pass","label"),"pass",ut())),a.call!==null&&a.call!==void 0&&n.append(Ne(l("page-call",{chips:a.call}),"call",gt())),a.fold&&n.append(Ne(U("action-fold","label"),"fold",kt())),a.deal&&!a.deck_required&&n.append(Ne(U("action-deal","label"),"deal",bt())),n.childElementCount>0&&t.append(n);let s=e.deal?.pochen,i=s?.high_stake??0,r=(e.board.POCH??0)+(s?.contributions.reduce((c,h)=>c+h,0)??0),d=e.stacks[m.seat]??0,u=s?.contributions[m.seat]??0;if(a.bet){let c=l("page-bet-legend",{min:a.bet.min,max:a.bet.max}),h=a.bet.max===d?"page-quick-all-in":"page-quick-most",k=[["page-quick-least",a.bet.min],["page-quick-half",Math.floor(r/2)],["page-quick-pot",r],[h,a.bet.max]];t.append(na("bet",c,l("page-bet-amount"),a.bet,k,ht))}if(a.raise_bet){let{min:c,max:h}=a.raise_bet,k=l("page-raise-legend",{min:c,max:h,high:i,from:i+c,to:i+h}),b=i+h-u===d?"page-quick-all-in":"page-quick-most",y=[["page-quick-least",c],["page-quick-half",Math.floor(r/2)],["page-quick-pot",r],[b,h]];t.append(na("raise",k,l("page-raise-amount"),a.raise_bet,y,mt))}if(e.phase==="pochen"&&t.append(Ee([[l("phase-pochen"),l("page-explain-pochen")],[l("label-high-stake"),l("page-explain-high-stake")]])),a.lead.length>0&&a.directions.length>0){let c=o("div",{role:"radiogroup",className:"directions"});c.setAttribute("aria-label",l("label-direction")),a.directions.forEach((h,k)=>{let b=`direction-${h}`;c.append(o("input",{type:"radio",name:"direction",id:b,value:h,checked:k===0}),o("label",{htmlFor:b,textContent:`${E(`direction-${h}`)} `}))}),t.append(o("p",{className:"hint",textContent:`${l("label-direction")}:`}),c)}ka(e,m.scene,e.phase)}function fa(e,t,a){let n=p("standings"),s=a?e.match_end:null;p("again").hidden=!s;let i=(d,u,c,h)=>{let k=o("li",{textContent:l("standing",{place:u,seat:pe(e,d),"seat-you":d===m?.seat?"yes":"no",chips:c,paid:h?"yes":"no"})});return k.dataset.seat=String(d),k.dataset.stack=String(c),k};if(s){p("standings-title").textContent=l("page-standings-after",{deals:s.deals_played}),n.replaceChildren(...s.standings.map(d=>i(d.seat,d.place,d.stack,d.could_pay)));return}p("standings-title").textContent=l("label-standings");let r=e.players.map((d,u)=>u).sort((d,u)=>(t[u]??0)-(t[d]??0));n.replaceChildren(...r.map((d,u)=>i(d,u+1,t[d]??0,!0)))}function Ke(){if(!m)return;let{ledger:e,view:t,seat:a}=m,n=X(t),s=new Set(Array.from(document.querySelectorAll("#past li[data-deal] details[open]")).map(u=>u.parentElement?.dataset.deal)),i=qt(e,t.players,n,a);for(let u of Array.from(i.querySelectorAll("li[data-deal]")))s.has(u.dataset.deal)&&u.querySelector("details")?.setAttribute("open","");p("past").replaceChildren(i),p("graph").replaceChildren(e.deals.some(u=>u.after)?Jt(e,t.players,a):"");let r=Qe(m.start,m.actions,e),d=p("download");d.disabled=r===null,d.dataset.ready=r===null?"no":"yes",p("download-note").textContent=r===null?l("page-download-later"):l("page-download-hint")}function xn(){if(!m)return;let e=Qe(m.start,m.actions,m.ledger);if(!e)return;let t=new Blob([`${JSON.stringify(e)}
`],{type:"application/x-ndjson"}),a=o("a",{href:URL.createObjectURL(t),download:`poch-match-${new Date().toISOString().slice(0,19).replace(/[:T]/g,"-")}.jsonl`});document.body.append(a),a.click(),a.remove(),setTimeout(()=>URL.revokeObjectURL(a.href),1e4)}function En(){let e=p("history"),t=p("history-toggle"),a=t.getAttribute("aria-expanded")!=="true";if(t.setAttribute("aria-expanded",String(a)),e.classList.toggle("open",a),a){let n=p("log");n.scrollTop=n.scrollHeight,n.focus()}}function Dn(){let e=p("toolbar"),t=()=>{document.documentElement.style.setProperty("--bar",`${e.offsetHeight}px`),Le()};new ResizeObserver(t).observe(e),window.addEventListener("scroll",Le,{passive:!0}),window.addEventListener("resize",Le),t()}function Le(){let e=p("history");if(getComputedStyle(e).position!=="sticky"){e.style.removeProperty("height");return}let t=Math.max(e.getBoundingClientRect().top,p("toolbar").getBoundingClientRect().bottom);e.style.height=`${Math.max(160,window.innerHeight-t-8)}px`;let a=p("log");a.scrollTop=a.scrollHeight}function Pn(){let e=new URLSearchParams(window.location.search).get("lang")??navigator.language.slice(0,2);_e(Se(e)?e:"en"),lt(),Dn(),p("locale").addEventListener("change",n=>un(n.target.value)),p("pace").addEventListener("change",n=>{let s=n.target.value;He=Ve.includes(s)?s:"normal"}),p("skip").addEventListener("click",()=>{ce=!0,Re?.()}),p("history-toggle").addEventListener("click",En),p("preset").addEventListener("change",()=>{at(F).catch(n=>N(te(n),!0))}),p("players").addEventListener("change",()=>{ze(),de()}),p("your-seat").addEventListener("change",de),p("setup").addEventListener("submit",n=>{hn(n)}),p("leave").addEventListener("click",ea),p("again").addEventListener("click",ea),p("download").addEventListener("click",xn);let t=Xt(),a=Yt(F).catch(n=>N(te(n),!0));t&&a.then(()=>gn(t))}Pn();
