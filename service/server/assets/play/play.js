var En=Object.defineProperty;var Tn=(t,e,a)=>e in t?En(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var v=(t,e,a)=>Tn(t,typeof e!="symbol"?e+"":e,a);var S={min:3,max:8};var pe=class extends Error{constructor(a,n,s){super(n?`${n.code} (${a}): ${n.detail}`:`HTTP ${a}: ${s.slice(0,200)}`);v(this,"code");v(this,"status");v(this,"problem");this.name="PochError",this.code=n?.code??null,this.status=a,this.problem=n}};function Pn(t){return typeof t=="object"&&t!==null&&typeof t.code=="string"}var Ae=class{constructor(e,a={}){v(this,"baseUrl");v(this,"fetchImpl");v(this,"headers");v(this,"timeoutMs");this.baseUrl=e.replace(/\/+$/,""),this.fetchImpl=a.fetch??globalThis.fetch.bind(globalThis),this.headers=a.headers??{},this.timeoutMs=a.timeoutMs??1e4}post(e,a){return this.send(e,{method:"POST",headers:{...this.headers,"content-type":"application/json"},body:JSON.stringify(a)})}get(e){return this.send(e,{method:"GET",headers:this.headers})}async send(e,a){let n=this.timeoutMs>0?AbortSignal.timeout(this.timeoutMs):void 0,s=await this.fetchImpl(`${this.baseUrl}${e}`,{...a,signal:n}),i=await s.text(),r=(s.headers.get("content-type")??"").includes("json");if(!s.ok){let p=null;if(r)try{let g=JSON.parse(i);p=Pn(g)?g:null}catch{p=null}throw new pe(s.status,p,i)}return r?JSON.parse(i):i}newGame(e){return this.post("/v1/games",e)}apply(e){return this.post("/v1/games/apply",e)}async legalActions(e){return(await this.post("/v1/games/legal-actions",e)).legal}legalActionIds(e){return this.post("/v1/games/legal-actions",{...e,include_action_ids:!0})}async view(e){return(await this.post("/v1/games/view",e)).view}validate(e){return this.post("/v1/games/validate",e)}replay(e){return this.post("/v1/games/replay",e)}presets(){return this.get("/v1/rules/presets")}commitServerSeed(e={}){return this.post("/v1/games/commitments",e)}verifyDeal(e){return this.post("/v1/deals/verify",e)}};var Gt=()=>({type:"pass_turn"}),Vt=t=>({type:"bet",amount:t}),Wt=()=>({type:"call"}),Yt=t=>({type:"raise_bet",amount:t}),Zt=()=>({type:"fold"}),Qt=(t,e)=>e===void 0?{type:"lead",card:t}:{type:"lead",card:t,direction:e},Xt=t=>t===void 0?{type:"deal"}:{type:"deal",deck:t};var B=class{constructor(e){this.value=e}valueOf(){return this.value}},_=class extends B{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},z=class extends B{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},U=class t extends B{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof B)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof B&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var ea=100,zn="⁨",Cn="⁩";function Mn(t,e,a){if(a===e||a instanceof z&&e instanceof z&&a.value===e.value)return!0;if(e instanceof z&&typeof a=="string"){let n=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===n)return!0}return!1}function ta(t,e,a){return e[a]?de(t,e[a].value):(t.reportError(new RangeError("No default")),new _)}function ot(t,e){let a=[],n=Object.create(null);for(let s of e)s.type==="narg"?n[s.name]=Se(t,s.value):a.push(Se(t,s));return{positional:a,named:n}}function Se(t,e){switch(e.type){case"str":return e.value;case"num":return new z(e.value,{minimumFractionDigits:e.precision});case"var":return Hn(t,e);case"mesg":return Ln(t,e);case"term":return Nn(t,e);case"func":return Rn(t,e);case"select":return Kn(t,e);default:return new _}}function Hn(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new _(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new _(`$${e}`);if(a instanceof B)return a;switch(typeof a){case"string":return a;case"number":return new z(a);case"object":if(U.supportsValue(a))return new U(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new _(`$${e}`)}}function Ln(t,{name:e,attr:a}){let n=t.bundle._messages.get(e);if(!n)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new _(e);if(a){let s=n.attributes[a];return s?de(t,s):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new _(`${e}.${a}`))}return n.value?de(t,n.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new _(e))}function Nn(t,{name:e,attr:a,args:n}){let s=`-${e}`,i=t.bundle._terms.get(s);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${s}`)),new _(s);if(a){let p=i.attributes[a];if(p){t.params=ot(t,n).named;let g=de(t,p);return t.params=null,g}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new _(`${s}.${a}`)}t.params=ot(t,n).named;let r=de(t,i.value);return t.params=null,r}function Rn(t,{name:e,args:a}){let n=t.bundle._functions[e];if(!n)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new _(`${e}()`);if(typeof n!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new _(`${e}()`);try{let s=ot(t,a);return n(s.positional,s.named)}catch(s){return t.reportError(s),new _(`${e}()`)}}function Kn(t,{selector:e,variants:a,star:n}){let s=Se(t,e);if(s instanceof _)return ta(t,a,n);for(let i of a){let r=Se(t,i.key);if(Mn(t,s,r))return de(t,i.value)}return ta(t,a,n)}function lt(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new _;t.dirty.add(e);let a=[],n=t.bundle._useIsolating&&e.length>1;for(let s of e){if(typeof s=="string"){a.push(t.bundle._transform(s));continue}if(t.placeables++,t.placeables>ea)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${ea}`);n&&a.push(zn),a.push(Se(t,s).toString(t)),n&&a.push(Cn)}return t.dirty.delete(e),a.join("")}function de(t,e){return typeof e=="string"?t.bundle._transform(e):lt(t,e)}var ze=class{constructor(e,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let s=JSON.stringify(a);return n[s]||(n[s]=new e(this.bundle.locales,a)),n[s]}};function pt(t,e){let a=Object.create(null);for(let[n,s]of Object.entries(t))e.includes(n)&&(a[n]=s.valueOf());return a}var aa=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function na(t,e){let a=t[0];if(a instanceof _)return new _(`NUMBER(${a.valueOf()})`);if(a instanceof z)return new z(a.valueOf(),{...a.opts,...pt(e,aa)});if(a instanceof U)return new z(a.toNumber(),{...pt(e,aa)});throw new TypeError("Invalid argument to NUMBER")}var In=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function sa(t,e){let a=t[0];if(a instanceof _)return new _(`DATETIME(${a.valueOf()})`);if(a instanceof U||a instanceof z)return new U(a,pt(e,In));throw new TypeError("Invalid argument to DATETIME")}var ia=new Map;function ra(t){let e=Array.isArray(t)?t.join(" "):t,a=ia.get(e);return a===void 0&&(a=new Map,ia.set(e,a)),a}var _e=class{constructor(e,{functions:a,useIsolating:n=!0,transform:s=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:na,DATETIME:sa,...a},this._useIsolating=n,this._transform=s,this._intls=ra(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let n=[];for(let s=0;s<e.body.length;s++){let i=e.body[s];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){n.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){n.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,a=null,n=null){if(typeof e=="string")return this._transform(e);let s=new ze(this,n,a);try{return lt(s,e).toString(s)}catch(i){if(s.errors&&i instanceof Error)return s.errors.push(i),new _().toString(s);throw i}}};var dt=/^(-?[a-zA-Z][\w-]*) *= */gm,oa=/\.([a-zA-Z][\w-]*) *= */y,On=/\*?\[/y,ct=/(-?[0-9]+(?:\.([0-9]+))?)/y,Bn=/([a-zA-Z][\w-]*)/y,la=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Un=/^[A-Z][A-Z0-9_-]*$/,Ce=/([^{}\n\r]+)/y,Fn=/([^\\"\n\r]*)/y,pa=/\\([\\"])/y,da=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,qn=/^\n+/,ca=/ +$/,Jn=/ *\r?\n/g,Gn=/( *)$/,Vn=/{\s*/y,ha=/\s*}/y,Wn=/\[\s*/y,Yn=/\s*] */y,Zn=/\s*\(\s*/y,Qn=/\s*->\s*/y,Xn=/\s*:\s*/y,es=/\s*,?\s*/y,ts=/\s+/y,je=class{constructor(e){this.body=[],dt.lastIndex=0;let a=0;for(;;){let f=dt.exec(e);if(f===null)break;a=dt.lastIndex;try{this.body.push(g(f[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function n(f){return f.lastIndex=a,f.test(e)}function s(f,y){if(e[a]===f)return a++,!0;if(y)throw new y(`Expected ${f}`);return!1}function i(f,y){if(n(f))return a=f.lastIndex,!0;if(y)throw new y(`Expected ${f.toString()}`);return!1}function r(f){f.lastIndex=a;let y=f.exec(e);if(y===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,y}function p(f){return r(f)[1]}function g(f){let y=u(),T=c();if(y===null&&Object.keys(T).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:y,attributes:T}}function c(){let f=Object.create(null);for(;n(oa);){let y=p(oa),T=u();if(T===null)throw new SyntaxError("Expected attribute value");f[y]=T}return f}function u(){let f;if(n(Ce)&&(f=p(Ce)),e[a]==="{"||e[a]==="}")return m(f?[f]:[],1/0);let y=q();return y?f?m([f,y],y.length):(y.value=L(y.value,qn),m([y],y.length)):f?L(f,ca):null}function m(f=[],y){for(;;){if(n(Ce)){f.push(p(Ce));continue}if(e[a]==="{"){f.push(k());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let O=q();if(O){f.push(O),y=Math.min(y,O.length);continue}break}let T=f.length-1,se=f[T];typeof se=="string"&&(f[T]=L(se,ca));let xe=[];for(let O of f)O instanceof Me&&(O=O.value.slice(0,O.value.length-y)),O&&xe.push(O);return xe}function k(){i(Vn,SyntaxError);let f=b();if(i(ha))return f;if(i(Qn)){let y=A();return i(ha,SyntaxError),{type:"select",selector:f,...y}}throw new SyntaxError("Unclosed placeable")}function b(){if(e[a]==="{")return k();if(n(la)){let[,f,y,T=null]=r(la);if(f==="$")return{type:"var",name:y};if(i(Zn)){let se=$();if(f==="-")return{type:"term",name:y,attr:T,args:se};if(Un.test(y))return{type:"func",name:y,args:se};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:y,attr:T,args:[]}:{type:"mesg",name:y,attr:T}}return w()}function $(){let f=[];for(;;){switch(e[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push(j()),i(es)}}function j(){let f=b();return f.type!=="mesg"?f:i(Xn)?{type:"narg",name:f.name,value:w()}:f}function A(){let f=[],y=0,T;for(;n(On);){s("*")&&(T=y);let se=F(),xe=u();if(xe===null)throw new SyntaxError("Expected variant value");f[y++]={key:se,value:xe}}if(y===0)return null;if(T===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:T}}function F(){i(Wn,SyntaxError);let f;return n(ct)?f=x():f={type:"str",value:p(Bn)},i(Yn,SyntaxError),f}function w(){if(n(ct))return x();if(e[a]==='"')return I();throw new SyntaxError("Invalid expression")}function x(){let[,f,y=""]=r(ct),T=y.length;return{type:"num",value:parseFloat(f),precision:T}}function I(){s('"',SyntaxError);let f="";for(;;){if(f+=p(Fn),e[a]==="\\"){f+=C();continue}if(s('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function C(){if(n(pa))return p(pa);if(n(da)){let[,f,y]=r(da),T=parseInt(f||y,16);return T<=55295||57344<=T?String.fromCodePoint(T):"�"}throw new SyntaxError("Unknown escape sequence")}function q(){let f=a;switch(i(ts),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return Jt(e.slice(f,a))}return e[a-1]===" "?Jt(e.slice(f,a)):!1}function L(f,y){return f.replace(y,"")}function Jt(f){let y=f.replace(Jn,`
`),T=Gn.exec(f)[1].length;return new Me(y,T)}}},Me=class{constructor(e,a){this.value=e,this.length=a}};var Le=["en","de","nl","nb","fi"],ht=["slow","normal","fast","fastest"],as=["player_count","dreier_needs_three_players","five_talon_too_few_cards","show_pair_needs_pair_required","starting_chips_below_ante","invalid_players","unknown_preset","caller_seed_forbidden","invalid_argument","state_tampered","overloaded","timeout","table_not_found","seat_not_found","credential_required","credential_invalid","invitation_invalid","seat_taken","name_taken","wrong_stage","conflict","seed_mismatch","too_many_tables","too_many_connections","rate_limited","engine_unavailable"],M={deck:"french32"},J={seat:"ann","seat-you":"no"},Mi={"page-language-name":{},"page-title":{},"page-setup-title":{},"page-your-name":{},"page-your-seat":{},"page-seat":{seat:2},"page-bot-random":{},"page-bot-heuristic":{},"page-bot-search":{},"page-bot-timeout":{},"page-bot-infoset":{},"page-max-deals":{},"page-seed":{},"page-start":{},"page-dealing":{},"page-table-title":{},"page-deal-title":{},"page-seats-title":{},"page-col-seat":{},"page-col-stack":{},"page-col-in-play":{},"page-chain-title":{},"page-controls-title":{},"page-waiting":{},"page-chips":{chips:3},"page-call":{chips:1},"page-lead-card":{},"page-lead-the":{card:"Q♥","card-name":"queen of hearts"},card:{rank:12,suit:"H",...M},"page-card-name":{rank:12,suit:"H",...M},"page-to-act":J,"page-in-play":{status:"in",chips:2},"page-standings-after":{deals:2},"page-again":{},"page-pace":{},"page-pace-slow":{},"page-pace-normal":{},"page-pace-fast":{},"page-pace-fastest":{},"page-skip":{},"page-continue":{},"page-moment-claims":{},"page-moment-pochen":{},"page-moment-settlement":{},"page-moment-match":{},"page-no-claims":{},"page-payments":{},"page-col-cards-left":{},"page-col-paid":{},"page-col-receives":{},"page-commitment":{},"page-deal-seed":{},"page-seed-later":{},"page-verify":{},"page-verifying":{},"page-verified":{},"page-not-verified":{why:"the seed does not match the commitment"},"page-verify-commitment":{},"page-verify-hand":{},"page-verify-upcard":{},"page-howto-title":{},"page-howto-deal":{},"page-howto-claims":{},"page-howto-pochen":{},"page-howto-discard":{},"page-howto-end":{},"page-howto-bets":{},"page-howto-table":{fields:"A, K, Q, J, T, MAR, SEQ, POCH, MID"},"page-rules-link":{},"page-terms":{},"page-explain-dealer":{},"page-explain-forehand":{},"page-explain-upcard":{},"page-explain-pay-suit":{},"page-explain-commitment":{},"page-explain-stack":{},"page-explain-cards-held":{},"page-explain-in-play":{},"page-explain-chain":{},"page-explain-pochen":{},"page-explain-high-stake":{},"page-bet-legend":{min:1,max:40},"page-bet-amount":{},"page-raise-legend":{min:1,max:40,high:3,from:4,to:43},"page-raise-amount":{},"page-guide-link":{},"page-leave":{},"page-leave-confirm":{},"page-restored":{},"page-not-restored":{},"page-starting-chips":{ante:9},"page-checking-preset":{},"page-cards-held":{count:8},"page-away":{},"page-clock":{},"page-this-deal":{chips:"+12"},"page-next-deal":{deal:2,...J},"page-hand-between":{},"page-hand-over":{},"page-pot":{pot:16,poch:4,bets:12},"page-quick-legend":{},"page-quick-least":{chips:1},"page-quick-half":{chips:8},"page-quick-pot":{chips:16},"page-quick-all-in":{chips:91},"page-quick-most":{chips:40},"page-fields-explained":{},"page-past-title":{},"page-past-none":{},"page-deal-result":{deal:2},"page-col-hand":{},"page-col-ante":{},"page-col-claims":{},"page-col-discard":{},"page-col-deal":{},"page-hands-later":{},"page-graph-title":{},"page-graph-start":{},"page-graph-numbers":{},"page-download":{},"page-download-hint":{},"page-download-later":{},"page-fair-server-drew":{},"page-fair-you-chose":{},"page-error-other":{code:"overloaded"},"page-error-unreachable":{},...Object.fromEntries(as.map(t=>[`page-error-${t}`,{}])),"page-fair-people":{},"page-people-title":{},"page-people-intro":{},"page-people-seats":{},"page-people-count":{},"page-people-person":{},"page-people-name":{},"page-people-your-seed":{},"page-people-move-s":{},"page-people-bank-s":{},"page-people-open":{},"page-people-create":{},"page-people-open-tables":{},"page-people-no-open":{},"page-people-watch":{},"page-people-take-free":{seat:2},"page-people-join-title":{},"page-people-join":{seat:2},"page-people-sit":{},"page-people-lobby-title":{},"page-people-stage-seating":{},"page-people-stage-committing":{},"page-people-stage-revealing":{},"page-people-stage-playing":{},"page-people-stage-finished":{},"page-people-stage-abandoned":{},"page-people-seat-free":{},"page-people-seed-hash-given":{},"page-people-seed-shown":{seed:"4f1c…"},"page-people-invitations":{},"page-people-copy":{},"page-people-copied":{},"page-people-commitment":{},"page-people-my-seed":{seed:"4f1c…",hash:"9a0e…"},"page-people-server-seed":{},"page-people-fair":{},"page-people-you-are-seat":{seat:2,name:"ann"},"page-people-watching":{},"page-people-away":{},"page-people-back":{},"page-people-leave-confirm":{},"page-people-connecting":{},"page-people-reconnecting":{},"page-people-clock-turn":{time:"0:23"},"page-people-clock-bank":{time:"1:40"},"page-people-check":{},"page-people-check-seed-ok":{},"page-people-check-seed-bad":{},"page-people-check-chain-ok":{},"page-people-check-chain-bad":{},"page-people-check-chain-later":{},"page-people-check-limits":{},"rank-index":{rank:12,...M},"label-you":{},"label-board":{},"label-deal":{deal:1},"label-dealer":{},"label-forehand":{},"label-upcard":{},"label-pay-suit":{},"label-your-hand":{},"label-best-group":{},"label-cards-held":{},"label-direction":{},"label-history":{},"label-standings":{},"label-high-stake":{},"label-players":{},"label-bots":{},"label-preset":{},"label-language":{},"phase-claims":{},"phase-pochen":{},"phase-discard":{},"phase-between_deals":{},"phase-match_over":{},"field-A":M,"field-K":M,"field-Q":M,"field-J":M,"field-T":M,"field-MAR":M,"field-SEQ":M,"field-POCH":M,"field-MID":M,"status-IN":{},"status-FOLDED":{},"status-ALL_IN":{},"status-OUT":{},"direction-up":{},"direction-down":{},"action-pass":J,"action-bet":{...J,amount:2},"action-call":J,"action-raise":{...J,amount:2},"action-fold":J,"action-lead":{...J,card:"Q♥",direction:"none"},"action-deal":J,"suit-name":{suit:"H",...M},"suit-symbol":{suit:"H"},group:{size:2,rank:12,...M},standing:{place:1,seat:"ann","seat-you":"no",chips:120,paid:"yes"}},Hi=[...["A","K","Q","J","T","MAR","SEQ","POCH","MID"].map(t=>[`field-${t}`,"title"]),...["pass","bet","call","raise","fold","lead","deal"].map(t=>[`action-${t}`,"label"])],He=class{constructor(e,a){this.locale=e;v(this,"bundle");v(this,"errors",[]);this.bundle=new _e(e,{useIsolating:!1});for(let n of this.bundle.addResource(new je(a)))this.errors.push(String(n))}text(e,a={},n=[]){let s=this.bundle.getMessage(e);return s?.value?this.bundle.formatPattern(s.value,a,n):(n.push(new Error(`${this.locale}: no message ${e}`)),e)}attr(e,a,n={},s=[]){let i=this.bundle.getMessage(e)?.attributes[a];return i?this.bundle.formatPattern(i,n,s):(s.push(new Error(`${this.locale}: no attribute ${e}.${a}`)),e)}};var ua=`### Poch Engine: die Sätze der Ereignisse und Aktionen und die Wörter des Tisches, auf Deutsch.
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
page-bot-infoset = Such-Bot, der die Einsätze der anderen liest
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
page-hand-over = Die Partie ist beendet; was jeder hielt, steht unter „Vergangene Spiele“.
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
# Ein Tisch mit Menschen, auf einem Tisch-Server (poch-tables).
page-fair-people = Jeder Mensch an diesem Tisch hat dem Startwert des Servers einen eigenen hinzugefügt (erst seinen Hash, dann den Startwert), also hat niemand, weder der Server noch ein Spieler, die Karten ausgesucht.
page-people-title = Ein Tisch mit Menschen
page-people-intro = Richte einen Tisch ein, schick jedem Menschen den Link seines Platzes und spielt zusammen; die Bots spielen die Plätze, die du ihnen gibst.
page-people-seats = Wer wo sitzt
page-people-count = Plätze am Tisch
page-people-person = Ein Mensch
page-people-name = Dein Name am Tisch
page-people-your-seed = Dein Startwert für die Karten (beliebiger Text bis 64 Zeichen; leer: dieser Browser zieht einen)
page-people-move-s = Sekunden für jeden Zug
page-people-bank-s = Sekunden Zeitreserve für die ganze Partie
page-people-open = Jeder darf einen freien Platz nehmen (der Tisch wird angezeigt)
page-people-create = Tisch einrichten und Platz nehmen
page-people-open-tables = Tische mit einem freien Platz
page-people-no-open = Kein Tisch hat einen Platz für jeden frei.
page-people-watch = Diesem Tisch zusehen
page-people-take-free = Platz { $seat } nehmen
page-people-join-title = Ein Platz an einem Tisch
page-people-join = Du bist an Platz { $seat } eingeladen.
page-people-sit = Platz nehmen
page-people-lobby-title = Die Plätze und die Startwerte
page-people-stage-seating = Alle setzen sich noch.
page-people-stage-committing = Der Server hat sich auf seinen Startwert festgelegt; jeder Mensch legt sich zuerst mit dem Hash seines Startwerts fest.
page-people-stage-revealing = Alle Hashes sind da; die Startwerte werden gezeigt.
page-people-stage-playing = Die Partie läuft.
page-people-stage-finished = Die Partie ist vorbei.
page-people-stage-abandoned = Der Tisch wurde aufgegeben.
page-people-seat-free = frei
page-people-seed-hash-given = Startwert festgelegt
page-people-seed-shown = Startwert { $seed }
page-people-invitations = Einladungen: Schick jedem Menschen den Link seines Platzes
page-people-copy = Link kopieren
page-people-copied = Kopiert
page-people-commitment = Die Festlegung des Servers (der SHA-256 seines geheimen Startwerts), gezeigt, bevor jemand einen Startwert gab
page-people-my-seed = Dein Startwert: { $seed } (sein SHA-256: { $hash })
page-people-server-seed = Der Startwert des Servers, gezeigt, nun da die Partie vorbei ist
page-people-fair = Die Karten jedes Spiels kommen aus dem Startwert des Servers und den Startwerten aller Menschen zusammen. Der Startwert jedes Spiels wird an seinem Ende gezeigt, der des Servers am Ende der Partie; dann lässt sich jedes Spiel prüfen.
page-people-you-are-seat = Du sitzt an Platz { $seat } als { $name }.
page-people-watching = Du schaust zu: Du siehst, was jeder Spieler sehen darf, und niemandes Karten.
page-people-away = Du bist abwesend: Ein Bot zieht für deinen Platz, bis du zurückkommst.
page-people-back = Zurück an deinen Platz
page-people-leave-confirm = Diesen Tisch verlassen? Während der Partie spielt ein Bot deinen Platz, bis du zurückkommst.
page-people-connecting = Verbindung zum Tisch …
page-people-reconnecting = Die Verbindung ist weg; es wird neu verbunden …
page-people-clock-turn = noch { $time }
page-people-clock-bank = Reserve { $time }
page-people-check = Dieses Spiel prüfen
page-people-check-seed-ok = Dieser Browser hat den SHA-256 des Startwerts dieses Spiels berechnet: Er ist die Festlegung, die vor dem Geben gezeigt wurde. Die Karten dieses Spiels standen also fest, bevor jemand zog.
page-people-check-seed-bad = Dieser Browser hat den SHA-256 des Startwerts dieses Spiels berechnet, und er ist NICHT die Festlegung, die vor dem Spiel gezeigt wurde. Bewahre den Spielbericht auf und melde den Tisch.
page-people-check-chain-ok = Die ganze Kette stimmt: Der Startwert dieses Spiels kommt aus dem Startwert des Servers, auf den er sich festlegte, bevor jemand einen gab, und aus dem Startwert jedes Menschen, deinem auch. Also hat niemand, weder der Server noch ein Spieler, diese Karten ausgesucht.
page-people-check-chain-bad = Die ganze Kette stimmt für dieses Spiel NICHT: Bewahre den Spielbericht auf und melde den Tisch.
page-people-check-chain-later = Noch nicht gezeigt: dass dieser Startwert aus dem des Servers und denen aller Menschen zusammen kommt. Das wird geprüft, wenn die Partie vorbei ist und der Server seinen Startwert zeigt.
page-people-check-limits = Was keine Prüfung zeigt: dass niemand auf deinen Bildschirm sah oder dass sich Spieler ihre Karten abseits des Tisches verrieten. Um das Spiel ohne diese Seite zu prüfen:
page-error-table_not_found = Diesen Tisch gibt es nicht (mehr).
page-error-seat_not_found = Diesen Platz hat der Tisch nicht.
page-error-credential_required = Dafür braucht es den Schlüssel deines Platzes; nimm den Platz zuerst mit seiner Einladung.
page-error-credential_invalid = Der Platz, den dieser Browser behalten hat, ist keiner dieses Tisches.
page-error-invitation_invalid = Diese Einladung gehört nicht zu diesem Platz (oder wurde schon benutzt).
page-error-seat_taken = Dort sitzt schon jemand.
page-error-name_taken = Ein anderer Mensch am Tisch hat diesen Namen.
page-error-wrong_stage = Der Tisch ist nicht an diesem Punkt.
page-error-conflict = Der Tisch ist inzwischen weiter; nichts wurde ausgeführt. Versuche es noch einmal.
page-error-seed_mismatch = Der Startwert passt nicht zum vorher gegebenen Hash.
page-error-too_many_tables = Du hast so viele offene Tische, wie man haben darf.
page-error-too_many_connections = Zu viele Verbindungen von dieser Adresse.
page-error-rate_limited = Zu viele Nachrichten auf einmal; langsamer, bitte.
page-error-engine_unavailable = Der Tisch-Server erreicht die Engine nicht; nichts wurde ausgeführt.

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
`;var ga=`### Poch Engine: the sentences of events and actions, and the table's words, in English.
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
page-bot-infoset = Search bot that reads the others' bets
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
page-hand-over = The match is over; what each player held is under “Past deals”.
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
# A table of people, on a table server (poch-tables).
page-fair-people = Every person at this table added a seed of their own to the server's (first its hash, then the seed), so nobody, neither the server nor any player, chose the cards.
page-people-title = A table of people
page-people-intro = Make a table, send each person the link of their seat, and play together; the bots play the seats you give them.
page-people-seats = Who sits where
page-people-count = Seats at the table
page-people-person = A person
page-people-name = Your name at the table
page-people-your-seed = Your seed for the cards (any text up to 64 characters; empty: this browser draws one)
page-people-move-s = Seconds for each move
page-people-bank-s = Seconds of time bank for the whole match
page-people-open = Anyone may take a free seat (the table is listed)
page-people-create = Make the table and sit down
page-people-open-tables = Tables with a free seat
page-people-no-open = No table has a seat free for anyone.
page-people-watch = Watch this table
page-people-take-free = Take seat { $seat }
page-people-join-title = A seat at a table
page-people-join = You are invited to seat { $seat }.
page-people-sit = Sit down
page-people-lobby-title = The seats and the seeds
page-people-stage-seating = Waiting for everyone to sit down.
page-people-stage-committing = The server has committed to its seed; each person's seed is committed first by its hash.
page-people-stage-revealing = Every hash is in; the seeds are shown.
page-people-stage-playing = The match is on.
page-people-stage-finished = The match is over.
page-people-stage-abandoned = The table was given up.
page-people-seat-free = free
page-people-seed-hash-given = seed committed
page-people-seed-shown = seed shown: { $seed }
page-people-invitations = Invitations: send each person the link of their seat
page-people-copy = Copy the link
page-people-copied = Copied
page-people-commitment = The server's commitment (the SHA-256 of its secret seed), shown before anyone gave a seed
page-people-my-seed = Your seed: { $seed } (its SHA-256: { $hash })
page-people-server-seed = The server's seed, shown now that the match is over
page-people-fair = The cards of every deal come from the server's seed and every person's seed together. Each deal's seed is shown at its end, the server's at the match's end; then every deal can be checked.
page-people-you-are-seat = You sit at seat { $seat } as { $name }.
page-people-watching = You are watching: you see what every player may see, and no one's hand.
page-people-away = You are away: a bot moves for your seat until you come back.
page-people-back = Come back to your seat
page-people-leave-confirm = Leave this table? During the match a bot plays your seat until you come back.
page-people-connecting = Connecting to the table …
page-people-reconnecting = The connection is lost; connecting again …
page-people-clock-turn = { $time } left
page-people-clock-bank = bank { $time }
page-people-check = Check this deal
page-people-check-seed-ok = This browser computed the SHA-256 of the deal's seed: it is the commitment shown before the cards were dealt. So this deal's cards were fixed before anyone acted.
page-people-check-seed-bad = This browser computed the SHA-256 of the deal's seed, and it is NOT the commitment shown before the deal. Keep the match record and report the table.
page-people-check-chain-ok = The whole chain holds: this deal's seed comes from the server's seed, committed before anyone gave a seed, and from every person's seed, yours included. So nobody, neither the server nor any player, chose these cards.
page-people-check-chain-bad = The whole chain does NOT hold for this deal: keep the match record and report the table.
page-people-check-chain-later = Not shown yet: that this seed comes from the server's seed and every person's seed together. That is checked when the match is over and the server shows its seed.
page-people-check-limits = What no check shows: that nobody saw your screen, or that players did not tell each other their cards away from the table. To check the deal without this page:
page-error-table_not_found = There is no such table (or it is gone).
page-error-seat_not_found = The table has no such seat.
page-error-credential_required = This needs your seat's credential; take the seat with its invitation first.
page-error-credential_invalid = The seat kept in this browser is not a seat of this table.
page-error-invitation_invalid = This invitation is not this seat's (or it was used).
page-error-seat_taken = Someone already sits there.
page-error-name_taken = Another person at the table has this name.
page-error-wrong_stage = The table is not at that stage.
page-error-conflict = The table moved on meanwhile; nothing was applied. Try again.
page-error-seed_mismatch = The seed does not match the hash given before.
page-error-too_many_tables = You hold as many open tables as one may.
page-error-too_many_connections = Too many connections from this address.
page-error-rate_limited = Too many messages at once; slow down.
page-error-engine_unavailable = The table server cannot reach the engine; nothing was applied.

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
`;var ma=`### Poch Engine: tapahtumien ja siirtojen lauseet sekä pöydän sanat suomeksi.
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
page-bot-infoset = Hakubotti, joka lukee muiden panokset
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
page-hand-over = Peli on päättynyt; kunkin pelaajan kortit ovat kohdassa ”Aiemmat jaot”.
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
# Ihmisten pöytä, pöytäpalvelimella (poch-tables).
page-fair-people = Jokainen tämän pöydän ihminen lisäsi palvelimen siemeneen oman siemenensä (ensin sen tiivisteen, sitten siemenen), joten kukaan, ei palvelin eikä kukaan pelaaja, valinnut kortteja.
page-people-title = Ihmisten pöytä
page-people-intro = Tee pöytä, lähetä jokaiselle ihmiselle hänen paikkansa linkki ja pelatkaa yhdessä; botit pelaavat paikat, jotka annat niille.
page-people-seats = Kuka istuu missä
page-people-count = Paikkoja pöydässä
page-people-person = Ihminen
page-people-name = Nimesi pöydässä
page-people-your-seed = Siemenesi kortteihin (mitä tahansa tekstiä enintään 64 merkkiä; tyhjä: tämä selain arpoo sen)
page-people-move-s = Sekunteja kuhunkin siirtoon
page-people-bank-s = Sekunteja aikavarantoa koko peliin
page-people-open = Kuka tahansa saa ottaa vapaan paikan (pöytä näytetään)
page-people-create = Tee pöytä ja istu
page-people-open-tables = Pöydät, joissa on vapaa paikka
page-people-no-open = Missään pöydässä ei ole paikkaa vapaana kenelle tahansa.
page-people-watch = Katso tätä pöytää
page-people-take-free = Ota paikka { $seat }
page-people-join-title = Paikka pöydässä
page-people-join = Sinut on kutsuttu paikalle { $seat }.
page-people-sit = Istu
page-people-lobby-title = Paikat ja siemenet
page-people-stage-seating = Kaikki eivät vielä istu.
page-people-stage-committing = Palvelin on sitoutunut siemeneensä; kukin ihminen sitoutuu ensin siemenensä tiivisteellä.
page-people-stage-revealing = Kaikki tiivisteet ovat tulleet; siemenet näytetään.
page-people-stage-playing = Peli on käynnissä.
page-people-stage-finished = Peli on päättynyt.
page-people-stage-abandoned = Pöydästä luovuttiin.
page-people-seat-free = vapaa
page-people-seed-hash-given = siemen sitoutettu
page-people-seed-shown = siemen { $seed }
page-people-invitations = Kutsut: lähetä jokaiselle ihmiselle hänen paikkansa linkki
page-people-copy = Kopioi linkki
page-people-copied = Kopioitu
page-people-commitment = Palvelimen sitoumus (sen salaisen siemenen SHA-256), näytetty ennen kuin kukaan antoi siemenen
page-people-my-seed = Siemenesi: { $seed } (sen SHA-256: { $hash })
page-people-server-seed = Palvelimen siemen, näytetty nyt kun peli on päättynyt
page-people-fair = Kunkin jaon kortit tulevat palvelimen siemenestä ja kaikkien ihmisten siemenistä yhdessä. Kunkin jaon siemen näytetään sen lopussa, palvelimen pelin lopussa; silloin jokaisen jaon voi tarkistaa.
page-people-you-are-seat = Istut paikalla { $seat } nimellä { $name }.
page-people-watching = Katsot: näet sen, minkä jokainen pelaaja saa nähdä, etkä kenenkään kättä.
page-people-away = Olet poissa: botti pelaa paikkaasi, kunnes palaat.
page-people-back = Palaa paikallesi
page-people-leave-confirm = Poistutaanko pöydästä? Pelin aikana botti pelaa paikkaasi, kunnes palaat.
page-people-connecting = Yhdistetään pöytään …
page-people-reconnecting = Yhteys katkesi; yhdistetään uudelleen …
page-people-clock-turn = { $time } jäljellä
page-people-clock-bank = varanto { $time }
page-people-check = Tarkista tämä jako
page-people-check-seed-ok = Tämä selain laski jaon siemenen SHA-256-tiivisteen: se on sitoumus, joka näytettiin ennen korttien jakoa. Tämän jaon kortit oli siis lyöty lukkoon ennen kenenkään siirtoa.
page-people-check-seed-bad = Tämä selain laski jaon siemenen SHA-256-tiivisteen, eikä se OLE sitoumus, joka näytettiin ennen jakoa. Säilytä pelin tallenne ja ilmoita pöydästä.
page-people-check-chain-ok = Koko ketju pitää: tämän jaon siemen tulee palvelimen siemenestä, johon se sitoutui ennen kuin kukaan antoi siemenen, ja jokaisen ihmisen siemenestä, myös sinun. Joten kukaan, ei palvelin eikä kukaan pelaaja, valinnut näitä kortteja.
page-people-check-chain-bad = Koko ketju EI pidä tämän jaon kohdalla: säilytä pelin tallenne ja ilmoita pöydästä.
page-people-check-chain-later = Ei vielä näytetty: että tämä siemen tulee palvelimen ja kaikkien ihmisten siemenistä yhdessä. Se tarkistetaan, kun peli on päättynyt ja palvelin näyttää siemenensä.
page-people-check-limits = Mitä mikään tarkistus ei näytä: ettei kukaan nähnyt näyttöäsi tai etteivät pelaajat kertoneet kortejaan toisilleen pöydän ulkopuolella. Tarkistaaksesi jaon ilman tätä sivua:
page-error-table_not_found = Tällaista pöytää ei ole (enää).
page-error-seat_not_found = Pöydässä ei ole tällaista paikkaa.
page-error-credential_required = Tähän tarvitaan paikkasi avain; ota paikka ensin kutsullaan.
page-error-credential_invalid = Tämän selaimen säilyttämä paikka ei ole tämän pöydän paikka.
page-error-invitation_invalid = Tämä kutsu ei kuulu tälle paikalle (tai se on jo käytetty).
page-error-seat_taken = Siinä istuu jo joku.
page-error-name_taken = Toisella pöydän ihmisellä on tämä nimi.
page-error-wrong_stage = Pöytä ei ole siinä vaiheessa.
page-error-conflict = Pöytä on sillä välin edennyt; mitään ei tehty. Yritä uudelleen.
page-error-seed_mismatch = Siemen ei vastaa aiemmin annettua tiivistettä.
page-error-too_many_tables = Sinulla on niin monta avointa pöytää kuin saa olla.
page-error-too_many_connections = Liian monta yhteyttä tästä osoitteesta.
page-error-rate_limited = Liian monta viestiä kerralla; hitaammin.
page-error-engine_unavailable = Pöytäpalvelin ei tavoita moottoria; mitään ei tehty.

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
`;var fa=`### Poch Engine: setningene for hendelser og trekk, og ordene ved bordet, på norsk bokmål.
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
page-bot-infoset = Søkerobot som leser de andres bud
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
page-hand-over = Matchen er over; det hver spiller hadde, står under «Tidligere giv».
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
# Et bord med mennesker, på en bordserver (poch-tables).
page-fair-people = Hver person ved dette bordet la et eget frø til serverens (først hashen, så frøet), så ingen, verken serveren eller noen spiller, valgte kortene.
page-people-title = Et bord med mennesker
page-people-intro = Lag et bord, send hver person lenken til plassen sin, og spill sammen; robotene spiller plassene du gir dem.
page-people-seats = Hvem sitter hvor
page-people-count = Plasser ved bordet
page-people-person = En person
page-people-name = Navnet ditt ved bordet
page-people-your-seed = Frøet ditt til kortene (hvilken som helst tekst opptil 64 tegn; tomt: denne nettleseren trekker ett)
page-people-move-s = Sekunder for hvert trekk
page-people-bank-s = Sekunder tidsreserve for hele matchen
page-people-open = Alle kan ta en ledig plass (bordet vises)
page-people-create = Lag bordet og sett deg
page-people-open-tables = Bord med en ledig plass
page-people-no-open = Ingen bord har en plass ledig for alle.
page-people-watch = Se på dette bordet
page-people-take-free = Ta plass { $seat }
page-people-join-title = En plass ved et bord
page-people-join = Du er invitert til plass { $seat }.
page-people-sit = Sett deg
page-people-lobby-title = Plassene og frøene
page-people-stage-seating = Alle setter seg ennå.
page-people-stage-committing = Serveren har forpliktet seg til frøet sitt; hver person forplikter seg først med hashen av frøet sitt.
page-people-stage-revealing = Alle hashene er inne; frøene vises.
page-people-stage-playing = Matchen er i gang.
page-people-stage-finished = Matchen er over.
page-people-stage-abandoned = Bordet ble oppgitt.
page-people-seat-free = ledig
page-people-seed-hash-given = frø forpliktet
page-people-seed-shown = frø { $seed }
page-people-invitations = Invitasjoner: send hver person lenken til plassen sin
page-people-copy = Kopier lenken
page-people-copied = Kopiert
page-people-commitment = Serverens forpliktelse (SHA-256 av det hemmelige frøet), vist før noen ga et frø
page-people-my-seed = Frøet ditt: { $seed } (SHA-256: { $hash })
page-people-server-seed = Serverens frø, vist nå som matchen er over
page-people-fair = Kortene i hvert giv kommer fra serverens frø og alle personenes frø sammen. Frøet til hvert giv vises når det slutter, serverens når matchen slutter; da kan hvert giv kontrolleres.
page-people-you-are-seat = Du sitter på plass { $seat } som { $name }.
page-people-watching = Du ser på: du ser det hver spiller kan se, og ingens hånd.
page-people-away = Du er borte: en robot spiller for plassen din til du kommer tilbake.
page-people-back = Tilbake til plassen din
page-people-leave-confirm = Forlate dette bordet? Under matchen spiller en robot plassen din til du kommer tilbake.
page-people-connecting = Kobler til bordet …
page-people-reconnecting = Forbindelsen er borte; kobler til igjen …
page-people-clock-turn = { $time } igjen
page-people-clock-bank = reserve { $time }
page-people-check = Kontroller dette givet
page-people-check-seed-ok = Denne nettleseren regnet ut SHA-256 av givets frø: det er forpliktelsen som ble vist før kortene ble gitt. Kortene i dette givet lå altså fast før noen gjorde noe.
page-people-check-seed-bad = Denne nettleseren regnet ut SHA-256 av givets frø, og det er IKKE forpliktelsen som ble vist før givet. Ta vare på matchrapporten og meld fra om bordet.
page-people-check-chain-ok = Hele kjeden holder: frøet til dette givet kommer fra serverens frø, forpliktet før noen ga et frø, og fra hver persons frø, ditt også. Så ingen, verken serveren eller noen spiller, valgte disse kortene.
page-people-check-chain-bad = Hele kjeden holder IKKE for dette givet: ta vare på matchrapporten og meld fra om bordet.
page-people-check-chain-later = Ikke vist ennå: at dette frøet kommer fra serverens og alle personenes frø sammen. Det kontrolleres når matchen er over og serveren viser frøet sitt.
page-people-check-limits = Det ingen kontroll viser: at ingen så på skjermen din, eller at spillere ikke fortalte hverandre kortene sine utenfor bordet. For å kontrollere givet uten denne siden:
page-error-table_not_found = Dette bordet finnes ikke (lenger).
page-error-seat_not_found = Bordet har ikke den plassen.
page-error-credential_required = Dette krever nøkkelen til plassen din; ta plassen med invitasjonen først.
page-error-credential_invalid = Plassen denne nettleseren tok vare på, er ikke en plass ved dette bordet.
page-error-invitation_invalid = Denne invitasjonen hører ikke til denne plassen (eller er brukt).
page-error-seat_taken = Noen sitter der allerede.
page-error-name_taken = En annen person ved bordet har dette navnet.
page-error-wrong_stage = Bordet er ikke på det stadiet.
page-error-conflict = Bordet har gått videre i mellomtiden; ingenting ble gjort. Prøv igjen.
page-error-seed_mismatch = Frøet passer ikke til hashen som ble gitt før.
page-error-too_many_tables = Du har så mange åpne bord som man får ha.
page-error-too_many_connections = For mange forbindelser fra denne adressen.
page-error-rate_limited = For mange meldinger på en gang; ta det roligere.
page-error-engine_unavailable = Bordserveren når ikke motoren; ingenting ble gjort.

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
`;var ka=`### Poch Engine: de zinnen van gebeurtenissen en acties en de woorden van de tafel, in het Nederlands.
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
page-bot-infoset = Zoekende bot die de inzetten van de anderen leest
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
page-hand-over = Het spel is voorbij; wat elke speler had, staat onder ‘Vorige giften’.
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
# Een tafel met mensen, op een tafelserver (poch-tables).
page-fair-people = Elke persoon aan deze tafel voegde een eigen seed toe aan die van de server (eerst de hash, dan de seed), dus niemand, de server noch een speler, koos de kaarten.
page-people-title = Een tafel met mensen
page-people-intro = Maak een tafel, stuur elke persoon de link van zijn plaats en speel samen; de bots spelen de plaatsen die je ze geeft.
page-people-seats = Wie waar zit
page-people-count = Plaatsen aan tafel
page-people-person = Een persoon
page-people-name = Jouw naam aan tafel
page-people-your-seed = Jouw seed voor de kaarten (willekeurige tekst tot 64 tekens; leeg: deze browser kiest er een)
page-people-move-s = Seconden voor elke zet
page-people-bank-s = Seconden tijdreserve voor het hele spel
page-people-open = Iedereen mag een vrije plaats nemen (de tafel wordt getoond)
page-people-create = Maak de tafel en ga zitten
page-people-open-tables = Tafels met een vrije plaats
page-people-no-open = Geen tafel heeft een plaats vrij voor iedereen.
page-people-watch = Kijk naar deze tafel
page-people-take-free = Neem plaats { $seat }
page-people-join-title = Een plaats aan een tafel
page-people-join = Je bent uitgenodigd voor plaats { $seat }.
page-people-sit = Ga zitten
page-people-lobby-title = De plaatsen en de seeds
page-people-stage-seating = Iedereen gaat nog zitten.
page-people-stage-committing = De server heeft zijn seed vastgelegd; elke persoon legt zijn seed eerst vast met de hash.
page-people-stage-revealing = Alle hashes zijn binnen; de seeds worden getoond.
page-people-stage-playing = Het spel is bezig.
page-people-stage-finished = Het spel is voorbij.
page-people-stage-abandoned = De tafel werd opgegeven.
page-people-seat-free = vrij
page-people-seed-hash-given = seed vastgelegd
page-people-seed-shown = seed getoond: { $seed }
page-people-invitations = Uitnodigingen: stuur elke persoon de link van zijn plaats
page-people-copy = Kopieer de link
page-people-copied = Gekopieerd
page-people-commitment = De vastlegging van de server (de SHA-256 van zijn geheime seed), getoond voordat iemand een seed gaf
page-people-my-seed = Jouw seed: { $seed } (de SHA-256 ervan: { $hash })
page-people-server-seed = De seed van de server, getoond nu het spel voorbij is
page-people-fair = De kaarten van elke gift komen uit de seed van de server en de seeds van alle personen samen. De seed van elke gift wordt aan het eind ervan getoond, die van de server aan het eind van het spel; dan kan elke gift gecontroleerd worden.
page-people-you-are-seat = Je zit op plaats { $seat } als { $name }.
page-people-watching = Je kijkt toe: je ziet wat elke speler mag zien, en niemands hand.
page-people-away = Je bent afwezig: een bot speelt voor je plaats tot je terugkomt.
page-people-back = Terug naar je plaats
page-people-leave-confirm = Deze tafel verlaten? Tijdens het spel speelt een bot je plaats tot je terugkomt.
page-people-connecting = Verbinden met de tafel …
page-people-reconnecting = De verbinding is weg; opnieuw verbinden …
page-people-clock-turn = nog { $time }
page-people-clock-bank = reserve { $time }
page-people-check = Controleer deze gift
page-people-check-seed-ok = Deze browser berekende de SHA-256 van de seed van de gift: het is de vastlegging die vóór het delen werd getoond. De kaarten van deze gift lagen dus vast voordat iemand een zet deed.
page-people-check-seed-bad = Deze browser berekende de SHA-256 van de seed van de gift, en het is NIET de vastlegging die vóór de gift werd getoond. Bewaar het spelverslag en meld de tafel.
page-people-check-chain-ok = De hele keten klopt: de seed van deze gift komt uit de seed van de server, vastgelegd voordat iemand een seed gaf, en uit de seed van elke persoon, ook de jouwe. Dus niemand, de server noch een speler, koos deze kaarten.
page-people-check-chain-bad = De hele keten klopt NIET voor deze gift: bewaar het spelverslag en meld de tafel.
page-people-check-chain-later = Nog niet getoond: dat deze seed uit die van de server en die van alle personen samen komt. Dat wordt gecontroleerd als het spel voorbij is en de server zijn seed toont.
page-people-check-limits = Wat geen controle toont: dat niemand op je scherm keek, of dat spelers elkaar hun kaarten buiten de tafel vertelden. Om de gift zonder deze pagina te controleren:
page-error-table_not_found = Deze tafel bestaat niet (meer).
page-error-seat_not_found = De tafel heeft die plaats niet.
page-error-credential_required = Dit vraagt de sleutel van je plaats; neem de plaats eerst met de uitnodiging.
page-error-credential_invalid = De plaats die deze browser bewaarde, is geen plaats van deze tafel.
page-error-invitation_invalid = Deze uitnodiging hoort niet bij deze plaats (of is al gebruikt).
page-error-seat_taken = Daar zit al iemand.
page-error-name_taken = Een andere persoon aan tafel heeft deze naam.
page-error-wrong_stage = De tafel is niet in die fase.
page-error-conflict = De tafel is intussen verder; er is niets uitgevoerd. Probeer het opnieuw.
page-error-seed_mismatch = De seed past niet bij de hash die eerder werd gegeven.
page-error-too_many_tables = Je hebt zoveel open tafels als toegestaan.
page-error-too_many_connections = Te veel verbindingen vanaf dit adres.
page-error-rate_limited = Te veel berichten tegelijk; rustiger aan.
page-error-engine_unavailable = De tafelserver bereikt de engine niet; er is niets uitgevoerd.

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
`;var ls={en:ga,de:ua,nl:ka,nb:fa,fi:ma},ba=new Map;function re(t){let e=ba.get(t);return e||(e=new He(t,ls[t]),ba.set(t,e)),e}var ie="en";function N(){return ie}function Ne(t){return ie=Re(t)?t:"en",ie}function Re(t){return Le.includes(t)}function l(t,...e){return re(ie).text(t,e[0]??{})}function X(t,e,a={}){return re(ie).attr(t,e,a)}function E(t,e={}){return re(ie).text(t,e)}function ce(t){return re(ie).bundle.hasMessage(t)}function o(t,e={},...a){let n=Object.assign(document.createElement(t),e);return n.append(...a),n}function d(t){let e=document.getElementById(t);if(!e)throw new Error(`no #${t}`);return e}function Ke(t){return o("span",{className:"sr-only",textContent:t})}function Ie(t,e=l("page-terms")){let a=o("dl");for(let[n,s]of t)a.append(o("dt",{textContent:n}),o("dd",{textContent:s}));return o("details",{className:"terms"},o("summary",{textContent:e}),a)}function oe(t){let[e="",...a]=t.split(`
`),n=[o("span",{className:"line",textContent:e})];return a.length>0&&n.push(o("ul",{className:"details"},...a.map(s=>o("li",{textContent:s})))),n}var ps="CSHD",ds="23456789TJQKA",ya={T:10,J:11,Q:12,K:13,A:14};function ut(t,e){let a=t[0]??"";return{rank:ya[a]??Number(a),suit:t[1]??"",deck:e}}function va(t){return ya[t]??Number(t)}function he(t){let e=a=>ps.indexOf(a[1]??"")*16+ds.indexOf(a[0]??"");return[...t].sort((a,n)=>e(a)-e(n))}function Oe(t,e){return l("page-card-name",ut(t,e))}function $a(t,e){return l("card",ut(t,e))}function G(t,e,a="span"){let n=ut(t,e),s=document.createElement(a),i=n.suit==="H"||n.suit==="D";return s.className=`card${i?" red":""}`,s.dataset.card=t,s.dataset.pip=l("suit-symbol",{suit:n.suit}),s.append(o("span",{className:"index",textContent:l("card",n)})),a==="span"&&(s.setAttribute("role","img"),s.setAttribute("aria-label",Oe(t,e))),s}function wa(t,e=13){let a=o("span",{className:"backs"});a.setAttribute("role","img"),a.setAttribute("aria-label",l("page-cards-held",{count:t})),a.dataset.count=String(t);for(let n=0;n<Math.min(t,e);n++)a.append(o("span",{className:"back"}));return t>0&&a.append(o("span",{className:"count",textContent:String(t)})),a}function ee(t){return t?.rules.deck??"french32"}function cs(t,e,a){let n=(t-e+a)%a,s=a<=6?{from:Math.PI,step:Math.PI/(a-2)}:{from:Math.PI/2+2*Math.PI/a,step:2*Math.PI/a},i=n===0?Math.PI/2:s.from+s.step*(n-1),r=p=>Math.round(p*1e3)/1e3;return{left:`calc(50% + ${r(Math.cos(i))} * (50% - var(--plate-w) / 2))`,top:`calc(50% + ${r(Math.sin(i))} * (50% - var(--plate-h) / 2))`}}function xa(t){hs(t),us(t)}function hs(t){let{view:e,scene:a,me:n,acting:s}=t,i=document.getElementById("seats");if(!i)return;let r=e.players.length,p=a.deal;i.replaceChildren(...e.players.map((g,c)=>{let u=t.bots[c]??null,m=[];p?.dealer===c&&m.push(l("label-dealer")),p?.forehand===c&&m.push(l("label-forehand"));let k=[n===c?l("label-you"):"",u?E(`page-bot-${u}`):"",t.away?.[c]?l("page-away"):""].filter(L=>L!==""),b=o("div",{className:"plate"},o("span",{className:"name",textContent:g}));(k.length>0||m.length>0)&&b.append(o("span",{className:"who"},o("span",{className:"kind",textContent:k.join(", ")}),...m.map(L=>o("span",{className:"badge",textContent:L}))));let $=a.stacks[c]??0,j=o("span",{className:"stack"},Ke(`${l("page-col-stack")}: `),o("span",{className:"chipstack",textContent:String($)})),A=o("span",{className:"holds"},j,wa(a.handSizes[c]??0)),F=t.clocks?.[c];F&&A.append(o("span",{className:"clock"},Ke(`${l("page-clock")}: `),o("span",{className:"time",textContent:F}))),b.append(A);let w=a.statuses[c];if(w){let L=o("span",{className:`status ${w}`,textContent:l("page-in-play",{status:E(`status-${w}`),chips:a.contributions[c]??0})});b.append(L)}let x=t.changes?.[c];x&&b.append(o("span",{className:"change",textContent:l("page-this-deal",{chips:x})}));let I=a.lastMove[c];I&&b.append(o("span",{className:"last-move",textContent:I.split(`
`)[0]??""}));let C=o("li",{className:"seat"},b),q=cs(c,n??0,r);return C.style.left=q.left,C.style.top=q.top,s===c&&(C.classList.add("acting"),C.setAttribute("aria-current","true")),n===c&&C.classList.add("you"),C.dataset.seat=String(c),C.dataset.stack=String($),C.dataset.cards=String(a.handSizes[c]??0),u&&(C.dataset.bot=u),C})),i.dataset.players=String(r),document.getElementById("felt")?.setAttribute("data-players",String(r))}function us(t){let{view:e,scene:a}=t,n=ee(e);document.getElementById("board")?.replaceChildren(...e.fields.map(c=>{let u=a.board[c]??0,m=o("li",{title:X(`field-${c}`,"title",{deck:n})},o("span",{className:"field",textContent:E(`field-${c}`,{deck:n})}),o("span",{className:"chips"},o("span",{textContent:String(u),ariaHidden:"true"}),Ke(l("page-chips",{chips:u}))));return m.dataset.field=c,m.dataset.chips=String(u),m}));let i=document.getElementById("upcard-line");if(i){i.replaceChildren();let c=a.deal;c?.upcard&&c.paySuit&&(i.append(o("span",{className:"label",textContent:l("label-upcard")}),G(c.upcard,n),o("span",{className:"label",textContent:`${l("label-pay-suit")}: ${l("suit-symbol",{suit:c.paySuit})}`})),i.lastElementChild?.setAttribute("aria-label",`${l("label-pay-suit")}: ${l("suit-name",{suit:c.paySuit,deck:n})}`),i.lastElementChild?.setAttribute("role","img"))}let r=document.getElementById("chain-box");r&&(r.hidden=t.phase!=="discard"&&a.chain.length===0);let p=a.direction?` (${E(`direction-${a.direction}`)})`:"",g=document.getElementById("chain-title");g&&(g.textContent=`${l("page-chain-title")}${p}`),document.getElementById("chain")?.replaceChildren(...a.chain.map((c,u)=>{let m=G(c.card,n),k=e.players[c.seat]??String(c.seat);m.setAttribute("aria-label",`${Oe(c.card,n)}: ${k}`);let b=o("li",{},m,o("span",{className:"who",textContent:k,ariaHidden:"true"}));return u===a.chain.length-1&&b.classList.add("newest"),b.dataset.card=c.card,b}))}function Sa(t,e){return l("page-lead-the",{card:$a(t,e),"card-name":Oe(t,e)})}var me=class{constructor(e,a){this.starting=e;this.me=a;v(this,"deals",[]);v(this,"matchEnd",null);v(this,"stacks");this.stacks=[...e]}current(){return this.deals[this.deals.length-1]??null}series(){return[this.starting,...this.deals.flatMap(e=>e.after?[e.after]:[])]}take(e){let a=e.kind,n=this.current(),s=i=>i.map((r,p)=>r-(this.stacks[p]??0));switch(a.type){case"deal_started":{let i=()=>this.stacks.map(()=>0);this.deals.push({number:a.deal,dealer:a.dealer,commitment:a.commitment??null,seed:null,upcard:null,mine:[],before:[...this.stacks],ante:i(),claims:i(),pochen:i(),discard:i(),after:null,result:{deal:a.deal,dealer:a.dealer,actions:0,pochen:null,pochen_pot:0,claimed:[],settlement:null,stacks:[],carried_next:[]},hands:null,deckOrder:null});return}case"match_ended":{let{type:i,...r}=a;this.matchEnd=r;return}default:break}if(n)switch(a.type){case"ante_paid":n.ante=s(a.stacks),this.stacks=[...a.stacks];break;case"hand_dealt":a.seat===this.me&&(n.mine=[...a.cards]);break;case"upcard_turned":n.upcard=a.upcard;break;case"field_claimed":n.claims[a.seat]=(n.claims[a.seat]??0)+a.chips,this.stacks[a.seat]=(this.stacks[a.seat]??0)+a.chips,n.result.claimed.push(a.field);break;case"passed":case"bet_placed":case"called":case"raised":case"folded":n.result.actions++;break;case"card_played":a.led&&n.result.actions++;break;case"pochen_ended":n.pochen=s(a.stacks),this.stacks=[...a.stacks],n.result.pochen=a.outcome,n.result.pochen_pot=a.poch_before+a.contributions.reduce((i,r)=>i+r,0);break;case"deal_settled":{let{type:i,...r}=a;n.result.settlement=r;break}case"deal_ended":n.discard=s(a.stacks),this.stacks=[...a.stacks],n.after=[...a.stacks],n.seed=a.deal_seed??null,n.result.stacks=[...a.stacks],n.result.carried_next=[...a.carried_next];break;default:break}}};function V(t){return t>0?`+${t}`:t<0?`−${-t}`:"0"}function ge(t,e){return t.after?(t.after[e]??0)-(t.before[e]??0):null}function gt(t,e,a){let{locale:n,state_form:s,answer_as_seat:i,include_views:r,deal_source:p,...g}=t.newGame,c,u=p&&"seeded"in p?p.seeded.seed:null;if(u)c={seeded:{seed:u}};else{let m=a.deals[0];if(!m||!a.matchEnd||a.deals.some(k=>!k.deckOrder))return null;c={decks:{first_dealer:m.dealer,deck_orders:a.deals.map(k=>({cards:k.deckOrder??[]}))}}}return{format:"poch-match-record",version:2,new_game:{...g,deal_source:c},bots:t.players,actions:e,deals:a.deals.map(m=>m.result),match_end:a.matchEnd}}function _a(t,e,a,n){let s=t.deals.filter(r=>r.after);if(s.length===0)return o("p",{className:"hint",textContent:l("page-past-none")});let i=o("ol",{className:"past",reversed:!0});for(let r of[...s].reverse()){let p=ge(r,n)??0,g=o("summary",{textContent:`${l("label-deal",{deal:r.number})} · ${l("page-this-deal",{chips:V(p)})}`}),c=o("tr",{},...["page-col-seat","page-col-hand","page-col-ante","page-col-claims","phase-pochen","page-col-discard","page-col-deal"].map($=>o("th",{scope:"col",textContent:l($)}))),u=e.map(($,j)=>{let A=r.hands?.[j]??(j===n?r.mine:null),F=A?o("td",{className:"hand"},o("span",{className:"cards-dealt"},...he(A).map(x=>G(x,a)))):o("td",{className:"hint",textContent:l("page-hands-later")}),w=o("tr",{className:j===n?"you":""},o("th",{scope:"row",textContent:j===n?`${$} (${l("label-you")})`:$}),F,o("td",{textContent:V(r.ante[j]??0)}),o("td",{textContent:V(r.claims[j]??0)}),o("td",{textContent:V(r.pochen[j]??0)}),o("td",{textContent:V(r.discard[j]??0)}),o("td",{className:"total",textContent:V(ge(r,j)??0)}));return w.dataset.seat=String(j),w.dataset.change=String(ge(r,j)??0),w.dataset.hand=A?A.length.toString():"",w}),m=o("table",{className:"deal-result"},o("caption",{textContent:l("page-deal-result",{deal:r.number})}),o("thead",{},c),o("tbody",{},...u)),k=o("li",{},o("details",{},g,o("div",{className:"wide",tabIndex:0},m))),b=k.querySelector(".wide");b?.setAttribute("role","region"),b?.setAttribute("aria-label",l("page-deal-result",{deal:r.number})),k.dataset.deal=String(r.number),k.dataset.hands=r.hands?"all":"",i.append(k)}return i}var gs="http://www.w3.org/2000/svg";function ue(t,e={}){let a=document.createElementNS(gs,t);for(let[n,s]of Object.entries(e))a.setAttribute(n,String(s));return a}function ja(t,e,a){let n=t.series(),s=600,i=220,r={left:40,right:12,top:12,bottom:28},p=Math.max(1,...n.flat()),g=Math.max(1,n.length-1),c=w=>r.left+(s-r.left-r.right)*w/g,u=w=>i-r.bottom-(i-r.top-r.bottom)*w/p,m=l("page-graph-title"),k=ue("svg",{viewBox:`0 0 ${s} ${i}`,role:"img",class:"graph","aria-label":m});for(let w of[0,Math.round(p/2),p]){k.append(ue("line",{x1:r.left,x2:s-r.right,y1:u(w),y2:u(w),class:"grid"}));let x=ue("text",{x:r.left-4,y:u(w)+4,class:"axis","text-anchor":"end"});x.textContent=String(w),k.append(x)}for(let w=0;w<n.length;w++){let x=ue("text",{x:c(w),y:i-8,class:"axis","text-anchor":"middle"});x.textContent=w===0?l("page-graph-start"):String(t.deals.filter(I=>I.after)[w-1]?.number??w),k.append(x)}e.forEach((w,x)=>{let I=n.map((q,L)=>`${c(L)},${u(q[x]??0)}`).join(" "),C=ue("polyline",{points:I,class:`line s${x}${x===a?" you":""}`});C.dataset.seat=String(x),k.append(C),n.forEach((q,L)=>k.append(ue("circle",{cx:c(L),cy:u(q[x]??0),r:3,class:`dot s${x}`})))});let b=o("ul",{className:"legend"},...e.map((w,x)=>o("li",{},o("span",{className:`swatch s${x}`}),x===a?`${w} (${l("label-you")})`:w))),$=o("tr",{},o("th",{scope:"col",textContent:l("page-col-seat")}),...n.map((w,x)=>o("th",{scope:"col",textContent:x===0?l("page-graph-start"):l("label-deal",{deal:x})}))),j=e.map((w,x)=>o("tr",{},o("th",{scope:"row",textContent:w}),...n.map(I=>o("td",{textContent:String(I[x]??0)})))),A=o("div",{className:"wide",tabIndex:0},o("table",{},o("thead",{},$),o("tbody",{},...j)));A.setAttribute("role","region"),A.setAttribute("aria-label",l("page-graph-numbers"));let F=o("figure",{className:"chip-graph"},o("figcaption",{textContent:m}),k,b,o("details",{},o("summary",{textContent:l("page-graph-numbers")}),A));return F.dataset.points=String(n.length),F}var ms="(prefers-reduced-motion: reduce)";function fs(){return typeof window.matchMedia=="function"&&window.matchMedia(ms).matches}function ks(){let t=document.getElementById("flights");return t||(t=document.createElement("div"),t.id="flights",t.setAttribute("aria-hidden","true"),document.body.append(t)),t}function Ea(t){let e=t.getBoundingClientRect();return e.width===0&&e.height===0?null:{x:e.left+e.width/2,y:e.top+e.height/2}}function te(t,e,a,n){if(!t||!e||n<=0||fs())return;let s=Ea(t),i=Ea(e);if(!s||!i)return;a.classList.add("flying"),a.removeAttribute("role"),a.removeAttribute("aria-label"),ks().append(a);let r={x:a.offsetWidth/2,y:a.offsetHeight/2},p=u=>`translate(${u.x-r.x}px, ${u.y-r.y}px)`,g=a.animate([{transform:p(s),opacity:1},{transform:p(i),opacity:.85}],{duration:n,easing:"ease-in-out",fill:"forwards"});mt.add(g);let c=()=>{a.remove(),mt.delete(g)};g.addEventListener("finish",c),g.addEventListener("cancel",c)}var mt=new Set;async function Ta(){await Promise.all([...mt].map(t=>t.finished.catch(()=>{})))}function le(t){let e=document.createElement("span");return e.className="chip",e.textContent=String(t),e}var Da={T:10,J:11,Q:12,K:13,A:14},Be=class t{constructor(e,a,n,s){this.catalogue=e;this.players=a;this.deck=n;this.reader=s}say(e,a){let n=this.catalogue.bundle.getMessage(e);if(!n?.value)return e;let s={deck:this.deck};for(let[i,r]of Object.entries(a))s[i]=typeof r=="number"?new z(r,{useGrouping:!1}):r;return this.catalogue.bundle.formatPattern(n.value,s)}name(e){return this.players[e]??String(e)}seat(e,a){return{[e]:this.name(a),[`${e}-you`]:this.reader===a?"yes":"no"}}card(e){return this.say("card",{rank:Da[e[0]??""]??Number(e[0]),suit:e[1]??""})}cards(e){return e.map(a=>this.card(a)).join(" ")}told(e){let a=e.visibility,n=typeof a=="object"&&a!==null?a.private_to:void 0;return n===void 0||n===this.reader?this.event(e.kind):new t(this.catalogue,this.players,this.deck,n).event(e.kind)}event(e){let a=[],n;switch(e.type){case"deal_started":n={deal:e.deal,...this.seat("dealer",e.dealer),...this.seat("forehand",e.forehand)};break;case"ante_paid":n={chips:e.per_player};break;case"hand_dealt":n={...this.seat("seat",e.seat),count:e.cards.length,cards:this.cards(e.cards)};break;case"upcard_turned":e.upcard_holder!==null&&e.upcard_holder!==void 0&&a.push(this.say("upcard-held",this.seat("seat",e.upcard_holder))),e.dead.length>0&&a.push(this.say("dead-cards",{count:e.dead.length,cards:this.cards(e.dead)})),e.talon_size>0&&a.push(this.say("talon-cards",{count:e.talon_size})),n={card:this.card(e.upcard),suit:e.pay_suit};break;case"field_claimed":n={...this.seat("seat",e.seat),field:e.field,chips:e.chips,cards:this.cards(e.cards)};break;case"pochen_started":n={count:e.seats_in.length,poch:e.poch};break;case"pochen_skipped":n={count:e.seats_in.length};break;case"passed":n={...this.seat("seat",e.seat),out:e.out?"yes":"no"};break;case"bet_placed":case"raised":n={...this.seat("seat",e.seat),amount:e.amount,put:e.put,allin:e.all_in?"yes":"no"};break;case"called":n={...this.seat("seat",e.seat),put:e.put,allin:e.all_in?"yes":"no"};break;case"folded":case"timed_out":n=this.seat("seat",e.seat);break;case"group_shown":{let s=e.cards[0]?.[0]??"A";n={...this.seat("seat",e.seat),size:e.cards.length,rank:Da[s]??Number(s),cards:this.cards(e.cards)};break}case"pochen_ended":a.push(...this.layers(e.layers)),n={outcome:e.outcome,poch:e.poch_after},e.winner!==null&&e.winner!==void 0&&(n={...n,...this.seat("winner",e.winner),chips:e.payouts[e.winner]??0});break;case"discard_started":n=this.seat("leader",e.leader);break;case"direction_chosen":n={direction:e.direction};break;case"card_played":n={...this.seat("seat",e.seat),card:this.card(e.card),led:e.led?"yes":"no"};break;case"chain_stopped":n={stop:e.stop,...this.seat("next",e.next_leader)};break;case"deal_settled":a.push(...this.settlement(e)),n={...this.seat("winner",e.winner),lead:e.went_out_on_lead?"yes":"no",chips:e.winner_receives};break;case"deal_ended":n={deal:e.deal};break;case"match_ended":{a.push(...this.matchEnd(e));let s=e.reasons.includes("max_deals"),i=e.reasons.includes("ante_shortfall"),r=s&&i?"both":i?"ante_shortfall":"max_deals";n={deals:e.deals_played,reason:r,ante:e.next_ante};break}default:n={}}return[this.say(`event-${e.type}`,n),...a].join(`
`)}layers(e){let a=[];return e.forEach((n,s)=>{for(let i of n.winners)a.push(n.eligible.length===1?this.say("layer-returned",{layer:s+1,...this.seat("seat",i),share:n.share}):this.say("layer-won",{layer:s+1,amount:n.amount,...this.seat("seat",i),share:n.share}));n.remainder>0&&a.push(this.say("layer-remainder",{layer:s+1,chips:n.remainder}))}),a}settlement(e){let a=[];return e.mid>0&&a.push(this.say("settlement-mid",{chips:e.mid})),e.owed.forEach((n,s)=>{s===e.winner||n===0||a.push(this.say("settlement-paid",{...this.seat("seat",s),count:n,paid:e.payments[s]??0,forgiven:e.forgiven[s]??0}))}),a}matchEnd(e){let a=[],n=e.board_share;n&&n.per_player>0&&a.push(this.say("board-shared",{chips:n.per_player}));for(let r of e.standings)a.push(this.say("standing",{place:r.place,...this.seat("seat",r.seat),chips:r.stack,paid:r.could_pay?"yes":"no"}));let s=n?n.board_after:e.board_left,i=Object.values(s).reduce((r,p)=>r+(p??0),0);return i>0&&a.push(this.say("board-left",{chips:i})),a}};var bs=t=>t/2**32|0,ys=t=>t>>>0;function Pa(t,e,a,n){let s=bs(a),i=ys(a);t.setUint32(e,n?i:s,n),t.setUint32(e+4,n?s:i,n)}function Aa(t){return t instanceof Uint8Array||ArrayBuffer.isView(t)&&t.constructor.name==="Uint8Array"&&"BYTES_PER_ELEMENT"in t&&t.BYTES_PER_ELEMENT===1}var ft=t=>t?`"${t}" `:"";function vs(t,e=""){if(typeof t!="number")throw new TypeError(ft(e)+"expected number, got "+typeof t);if(!Number.isSafeInteger(t)||t<0)throw new RangeError(ft(e)+"expected integer >= 0, got "+t);return t}function Ue(t,e,a=""){if(Aa(t)&&(e===void 0||t.length===e))return t;e!==void 0&&vs(e,"length");let n=Aa(t),s=e!==void 0?` of length ${e}`:"",i=n?`length=${t.length}`:`type=${typeof t}`,r=ft(a)+"expected Uint8Array"+s+", got "+i;throw n?new RangeError(r):new TypeError(r)}var $s=(t,e)=>{if(t===null||typeof t!="object"||Array.isArray(t))throw new TypeError((e==="object"?"":`"${e}" `)+"expected object, got type="+typeof t)},za=(t,e)=>{$s(t,e);let a=Object.getPrototypeOf(t);if(a!==Object.prototype&&a!==null)throw new TypeError(`"${e}" expected plain object`);if(Object.hasOwn(t,"__proto__"))throw new TypeError(`"${e}.__proto__" is not allowed`)};function kt(t,e=!0){if(t.destroyed)throw new Error("hash was destroyed");if(e&&t.finished)throw new Error("digest() was already called")}function Ca(t,e){Ue(t,void 0,"output");let a=e.outputLen;if(!(t.length>=a))throw new RangeError('"output" expected length >= '+a)}function bt(...t){for(let e=0;e<t.length;e++)t[e].fill(0)}function Fe(t){return new DataView(t.buffer,t.byteOffset,t.byteLength)}function K(t,e){return t<<32-e|t>>>e}var ws=typeof Uint8Array.from([]).toHex=="function"&&typeof Uint8Array.fromHex=="function",xs=Array.from({length:256},(t,e)=>e.toString(16).padStart(2,"0"));function Ee(t){if(Ue(t),ws)return t.toHex();let e="";for(let a=0;a<t.length;a++)e+=xs[t[a]];return e}function Ss(t,e,a="opts"){return za(t,"defaults"),e!==void 0&&za(e,a),Object.assign(Object.create(null),t,e)}function Ma(t,e={}){if(typeof t!="function")throw new TypeError('"hashCons" expected function, got type='+typeof t);e=Ss({},e,"info");let a=(s,i)=>t(i).update(s).digest(),n=t(void 0);return a.outputLen=n.outputLen,a.blockLen=n.blockLen,a.canXOF=n.canXOF,a.create=s=>t(s),Object.assign(a,e),Object.freeze(a)}var Ha=t=>({oid:Uint8Array.from([6,9,96,134,72,1,101,3,4,2,t])});function La(t,e,a){return t&e^~t&a}function Na(t,e,a){return t&e^t&a^e&a}var qe=class{constructor(e,a,n,s){v(this,"blockLen");v(this,"outputLen");v(this,"canXOF",!1);v(this,"padOffset");v(this,"isLE");v(this,"buffer");v(this,"view");v(this,"finished",!1);v(this,"length",0);v(this,"pos",0);v(this,"destroyed",!1);this.blockLen=e,this.outputLen=a,this.padOffset=n,this.isLE=s,this.buffer=new Uint8Array(e),this.view=Fe(this.buffer)}update(e){kt(this),Ue(e);let{view:a,buffer:n,blockLen:s}=this,i=e.length,r=!1;for(let p=0;p<i;){let g=Math.min(s-this.pos,i-p);if(g===s){let c=Fe(e);for(;s<=i-p;p+=s)this.process(c,p);r=!0;continue}n.set(p===0&&g===i?e:e.subarray(p,p+g),this.pos),this.pos+=g,p+=g,this.pos===s&&(this.process(a,0),this.pos=0,r=!0)}return this.length+=e.length,r&&this.roundClean(),this}digestInto(e){kt(this),Ca(e,this),this.finished=!0;let{buffer:a,view:n,blockLen:s,isLE:i}=this,{pos:r}=this;a[r++]=128,a.fill(0,r),this.padOffset>s-r&&(this.process(n,0),a.fill(0)),Pa(n,s-8,this.length*8,i),this.process(n,0),this.roundClean();let p=e===a?n:Fe(e),g=this.outputLen,c=g/4,u=this.get();if(g%4||c>u.length)throw new Error("invalid outputLen");for(let m=0;m<c;m++)p.setUint32(4*m,u[m],i)}digest(){let{buffer:e,outputLen:a}=this;this.digestInto(e);let n=e.slice(0,a);return this.destroy(),n}_cloneIntoMeta(e){let{buffer:a,length:n,finished:s,destroyed:i,pos:r}=this;return e.destroyed=i,e.finished=s,e.length=n,e.pos=r,r&&e.buffer.set(a),e}clone(){return this._cloneInto()}},Ra=Uint32Array.from([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]);var _s=Uint32Array.from([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]),ae=new Uint32Array(64),yt=class extends qe{constructor(a,n){super(64,a,8,!1);v(this,"A",0);v(this,"B",0);v(this,"C",0);v(this,"D",0);v(this,"E",0);v(this,"F",0);v(this,"G",0);v(this,"H",0);this.A=n[0]|0,this.B=n[1]|0,this.C=n[2]|0,this.D=n[3]|0,this.E=n[4]|0,this.F=n[5]|0,this.G=n[6]|0,this.H=n[7]|0}get(){let{A:a,B:n,C:s,D:i,E:r,F:p,G:g,H:c}=this;return[a,n,s,i,r,p,g,c]}set(a,n,s,i,r,p,g,c){this.A=a|0,this.B=n|0,this.C=s|0,this.D=i|0,this.E=r|0,this.F=p|0,this.G=g|0,this.H=c|0}_cloneInto(a){return(a||(a=new this.constructor)).set(...this.get()),this._cloneIntoMeta(a)}process(a,n){for(let k=0;k<16;k++,n+=4)ae[k]=a.getUint32(n,!1);for(let k=16;k<64;k++){let b=ae[k-15],$=ae[k-2],j=K(b,7)^K(b,18)^b>>>3,A=K($,17)^K($,19)^$>>>10;ae[k]=A+ae[k-7]+j+ae[k-16]|0}let{A:s,B:i,C:r,D:p,E:g,F:c,G:u,H:m}=this;for(let k=0;k<64;k++){let b=K(g,6)^K(g,11)^K(g,25),$=m+b+La(g,c,u)+_s[k]+ae[k]|0,A=(K(s,2)^K(s,13)^K(s,22))+Na(s,i,r)|0;m=u,u=c,c=g,g=p+$|0,p=r,r=i,i=s,s=$+A|0}s=s+this.A|0,i=i+this.B|0,r=r+this.C|0,p=p+this.D|0,g=g+this.E|0,c=c+this.F|0,u=u+this.G|0,m=m+this.H|0,this.set(s,i,r,p,g,c,u,m)}roundClean(){bt(ae)}destroy(){this.destroyed=!0,this.set(0,0,0,0,0,0,0,0),bt(this.buffer)}},vt=class extends yt{constructor(){super(32,Ra)}};var $t=Ma(()=>new vt,Ha(1));var wt=S,Te=class extends Error{constructor(a,n,s){super(`${a}: ${s}`);this.code=a;this.status=n}};async function W(t,e,a,n){let s={};a!==void 0&&(s["content-type"]="application/json"),n&&(s.authorization=`Bearer ${n}`);let i=await fetch(e,{method:t,headers:s,body:a===void 0?void 0:JSON.stringify(a)}),r=await i.text();if(!i.ok){let p={};try{p=JSON.parse(r)}catch{p={}}throw new Te(p.code??String(i.status),i.status,p.detail??r.slice(0,200))}return(i.headers.get("content-type")??"").includes("json")?JSON.parse(r):r}async function Ka(){try{let t=await fetch("/v1/tables");if(!t.ok)return!1;let e=await t.json();return Array.isArray(e.tables)}catch{return!1}}var Y={presets:()=>W("GET","/v1/presets"),open:()=>W("GET","/v1/tables"),info:t=>W("GET",`/v1/tables/${encodeURIComponent(t)}`),create:t=>W("POST","/v1/tables",t),take:(t,e,a)=>W("POST",`/v1/tables/${encodeURIComponent(t)}/seats/${e}`,a),history:t=>W("GET",`/v1/tables/${encodeURIComponent(t)}/history`),leave:(t,e,a)=>W("DELETE",`/v1/tables/${encodeURIComponent(t)}/seats/${e}`,void 0,a),back:(t,e,a)=>W("POST",`/v1/tables/${encodeURIComponent(t)}/seats/${e}/back`,{},a),record:(t,e)=>W("GET",e===null?`/v1/tables/${encodeURIComponent(t)}/history/match`:`/v1/tables/${encodeURIComponent(t)}/history/deals/${e}`)},xt="poch.seat.";function St(t){try{let e=window.localStorage.getItem(`${xt}${t}`);return e?JSON.parse(e):null}catch{return null}}function Ia(t){try{window.localStorage.setItem(`${xt}${t.table}`,JSON.stringify(t))}catch{}}function Oa(t){try{window.localStorage.removeItem(`${xt}${t}`)}catch{}}function Ba(){let t=new Uint8Array(16);return crypto.getRandomValues(t),Ee(t)}function _t(t){return Ee($t(new TextEncoder().encode(t)))}function Ua(t){let e=new Uint8Array((t.match(/../g)??[]).map(a=>parseInt(a,16)));return Ee($t(e))}var Je=class{constructor(e,a,n){this.table=e;this.credential=a;this.on=n;v(this,"socket",null);v(this,"closed",!1);v(this,"pause",1e3);v(this,"lastSeq",0)}open(){this.closed=!1;let e=window.location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${e}//${window.location.host}/v1/tables/${encodeURIComponent(this.table)}/socket`);this.socket=a,a.addEventListener("open",()=>{let n={type:"hello",last_seq:this.lastSeq};this.credential&&(n.credential=this.credential),a.send(JSON.stringify(n))}),a.addEventListener("message",n=>this.receive(String(n.data))),a.addEventListener("close",()=>{this.socket===a&&(this.socket=null,!this.closed&&(this.on.connected(!1),setTimeout(()=>{this.closed||this.open()},this.pause),this.pause=Math.min(8e3,this.pause*2)))})}receive(e){let a;try{a=JSON.parse(e)}catch{return}switch(a.type){case"welcome":this.pause=1e3,a.replaying||(this.lastSeq=a.table.seq),this.on.connected(!0),this.on.welcome(a);break;case"update":if(a.seq<=this.lastSeq)return;if(a.seq!==this.lastSeq+1){this.socket?.close();return}this.lastSeq=a.seq,this.on.update(a);break;case"ack":this.on.ack(a);break;case"refused":this.on.refused(a);break;case"bye":break;default:break}}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(e)),!0)}close(){this.closed=!0,this.socket?.close(),this.socket=null}};function Fa(){let t=new Uint8Array(8);return crypto.getRandomValues(t),Ee(t)}function fe(t,e){let a=t.deal??null,n=t.players.length,s=a?.pochen??null,i=a?.discard??null,r=i?i.chain_starts[i.chain_starts.length-1]??0:0,p=a?{number:a.number,dealer:a.dealer,forehand:a.forehand,commitment:a.commitment??null,seed:a.deal_seed??null,upcard:a.upcard,paySuit:a.pay_suit,dealt:e?.deal?.number===a.number?e.deal.dealt:[...a.hand??[]]}:null;return{phase:t.phase,deal:p,stacks:[...t.stacks],board:{...t.board},hand:[...a?.hand??[]],handSizes:[...a?.hand_sizes??Array(n).fill(0)],statuses:t.phase==="pochen"&&s?[...s.statuses]:Array(n).fill(null),contributions:t.phase==="pochen"&&s?[...s.contributions]:Array(n).fill(0),chain:i?i.plays.slice(r).map(g=>({seat:g.seat,card:g.card})):[],direction:i?.direction??null,lastMove:e&&e.lastMove.length===n?[...e.lastMove]:Array(n).fill(null),acting:null}}function jt(t){let e=fe(t,null);return{...e,deal:null,stacks:t.players.map(()=>t.rules.starting_chips),board:{},hand:[],handSizes:e.handSizes.map(()=>0),statuses:e.statuses.map(()=>null),contributions:e.contributions.map(()=>0),chain:[],direction:null}}function Ge(t){let e=t.kind;return typeof e.seat=="number"?e.seat:null}function Et(t,e,a){let n=e.kind,s=Ge(e);switch(t.acting=s,s!==null&&e.text&&(t.lastMove[s]=e.text),n.type){case"deal_started":t.phase="claims",t.deal={number:n.deal,dealer:n.dealer,forehand:n.forehand,commitment:n.commitment??null,seed:null,upcard:null,paySuit:null,dealt:[]},t.hand=[],t.handSizes=t.handSizes.map(()=>0),t.chain=[],t.direction=null,t.lastMove=t.lastMove.map(()=>null),t.acting=n.dealer;break;case"ante_paid":t.stacks=[...n.stacks],t.board={...n.board};break;case"hand_dealt":n.seat===a&&(t.hand=[...n.cards],t.deal&&(t.deal.dealt=[...n.cards]));break;case"upcard_turned":t.deal&&(t.deal.upcard=n.upcard,t.deal.paySuit=n.pay_suit),t.handSizes=[...n.hand_sizes];break;case"field_claimed":t.board[n.field]=(t.board[n.field]??0)-n.chips,t.stacks[n.seat]=(t.stacks[n.seat]??0)+n.chips;break;case"pochen_started":t.phase="pochen",t.statuses=t.statuses.map((i,r)=>n.seats_in.includes(r)?"IN":"OUT"),t.contributions=t.contributions.map(()=>0);break;case"passed":n.out&&(t.statuses[n.seat]="OUT");break;case"bet_placed":case"called":case"raised":t.stacks[n.seat]=(t.stacks[n.seat]??0)-n.put,t.contributions[n.seat]=(t.contributions[n.seat]??0)+n.put,n.all_in&&(t.statuses[n.seat]="ALL_IN");break;case"folded":t.statuses[n.seat]="FOLDED";break;case"pochen_ended":t.stacks=[...n.stacks],t.board.POCH=n.poch_after,t.statuses=[...n.statuses],t.contributions=[...n.contributions];break;case"discard_started":t.phase="discard",t.statuses=t.statuses.map(()=>null),t.contributions=t.contributions.map(()=>0),t.chain=[],t.acting=n.leader;break;case"direction_chosen":t.direction=n.direction;break;case"card_played":n.led&&(t.chain=[]),t.chain.push({seat:n.seat,card:n.card}),t.handSizes[n.seat]=Math.max(0,(t.handSizes[n.seat]??0)-1),n.seat===a&&(t.hand=t.hand.filter(i=>i!==n.card));break;case"chain_stopped":t.acting=n.next_leader;break;case"deal_settled":t.acting=n.winner;break;case"deal_ended":t.phase="between_deals",t.stacks=[...n.stacks],t.board={...n.board},t.deal&&(t.deal.seed=n.deal_seed??null);break;case"match_ended":t.phase="match_over",t.acting=null;break;default:break}}function qa(t,e){let a=[];JSON.stringify(t.stacks)!==JSON.stringify(e.stacks)&&a.push(`stacks ${t.stacks} / ${e.stacks}`);for(let s of e.fields)(t.board[s]??0)!==(e.board[s]??0)&&a.push(`${s} ${t.board[s]} / ${e.board[s]}`);let n=[...e.deal?.hand??[]].sort().join(" ");return[...t.hand].sort().join(" ")!==n&&a.push(`hand ${t.hand} / ${n}`),JSON.stringify(t.handSizes)!==JSON.stringify(e.deal?.hand_sizes??t.handSizes)&&a.push(`hand sizes ${t.handSizes} / ${e.deal?.hand_sizes}`),a}var Tt=["ann","bob","cy","di","ed","flo","gus","hal"],Dt=[],Pt=[],Ve=new Map;function js(t,e){let a=Ve.get(e.name);return a||(a=Promise.all(e.seat_counts.map(async n=>{try{let i=(await t.newGame({preset:e.name,players:Es(n),state_form:"sealed",answer_as_seat:0})).events.find(r=>r.kind.type==="ante_paid")?.kind;return i?.type==="ante_paid"?[n,i.per_player]:null}catch(s){if(s instanceof pe&&s.status===422)return null;throw s}})).then(n=>new Map(n.filter(s=>s!==null))),a.catch(()=>Ve.delete(e.name)),Ve.set(e.name,a)),a}function Es(t){return Array.from({length:t},(e,a)=>Tt[a]??`p${a+1}`)}function We(){let t=d("preset").value;return Dt.find(e=>e.name===t)}async function Ja(t){let e=d("preset");({presets:Dt,bot_kinds:Pt}=await t.presets()),e.replaceChildren(...Dt.map(a=>o("option",{value:a.name,textContent:a.name}))),await At(t)}async function At(t){let e=We();if(d("preset-description").textContent=e?`${e.description} (${e.rules.deck})`:"",!e)return;let a=d("players"),n=d("setup");n.dataset.ready="false",a.disabled=!0,d("start").disabled=!0,d("setup-note").textContent=l("page-checking-preset");let s=await js(t,e);if(We()!==e)return;let i=Number(a.value||4);a.replaceChildren(...[...s.keys()].map(p=>o("option",{value:String(p),textContent:String(p)})));let r=[...s.keys()].sort((p,g)=>Math.abs(p-i)-Math.abs(g-i))[0];r!==void 0&&(a.value=String(r)),a.disabled=!1,d("start").disabled=s.size===0,d("setup-note").textContent="",n.dataset.ready="true",Ye(),ke()}function Ye(){let t=We(),e=t?Ve.get(t.name):void 0,a=d("starting-chips");e?.then(n=>{let s=n.get(zt())??1;a.min=String(s);let i=d("starting-chips-label");i.textContent=l("page-starting-chips",{ante:s});let r=Number(a.value);(a.dataset.preset!==t?.name||!Number.isInteger(r)||r<s)&&(a.value=String(Math.max(s,t?.rules.starting_chips??s)),a.dataset.preset=t?.name??"")})}function zt(){return Number(d("players").value||0)}function ke(){let t=zt(),e=d("your-seat"),a=Math.min(Number(e.value||0),Math.max(0,t-1));e.replaceChildren(...Array.from({length:t},(i,r)=>o("option",{value:String(r),textContent:l("page-seat",{seat:r+1})}))),e.value=String(a);let n=d("bot-seats"),s=new Map;for(let i of Array.from(n.querySelectorAll("select")))s.set(i.id,i.value);n.replaceChildren(...Array.from({length:t},(i,r)=>r).filter(i=>i!==a).map(i=>{let r=`bot-${i}`,p=o("select",{id:r,name:r},...Ct(Pt));return p.value=s.get(r)??Mt(Pt),o("div",{className:"row"},o("label",{htmlFor:r,textContent:l("page-seat",{seat:i+1})}),p)}))}function Ct(t){return t.map(e=>o("option",{value:e,textContent:E(`page-bot-${e}`)}))}function Mt(t){return t.includes("heuristic")?"heuristic":t[0]??""}function Ga(t){let e=zt(),a=Number(d("your-seat").value),n=Tt.slice(0,e),s=d("your-name").value.trim();if(s!==""){let b=n.indexOf(s);b>=0&&(n[b]=Tt.find($=>!n.includes($))??`${s}-${b}`),n[a]=s}let i=[],r=[];for(let b=0;b<e;b++){if(b===a){r.push("human");continue}let $=document.getElementById(`bot-${b}`)?.value??"heuristic";i.push({seat:b,kind:$}),r.push($)}let p=d("max-deals").value.trim(),g=d("starting-chips").value.trim(),c=d("seed").value.trim().toLowerCase(),u={preset:d("preset").value,players:n,bots:i,state_form:"sealed",locale:t,answer_as_seat:a},m={};p!==""&&(m.max_deals=Number(p));let k=We();return g!==""&&Number(g)!==k?.rules.starting_chips&&(m.starting_chips=Number(g)),Object.keys(m).length>0&&(u.rules=m),c!==""&&(u.deal_source={seeded:{seed:c}}),{body:u,seat:a,players:r}}function H(t){if(t instanceof pe||t instanceof Error&&typeof t.code=="string"){let e=t.code??"";return e!==""&&ce(`page-error-${e}`)?E(`page-error-${e}`):e!==""&&ce(`rejection-${e}`)?E(`rejection-${e}`):l("page-error-other",{code:e||String(t.status??"")})}return t instanceof TypeError?l("page-error-unreachable"):String(t)}var Ht="poch.practice";function Va(t){try{return window.sessionStorage.setItem(Ht,JSON.stringify(t)),!0}catch{return!1}}function Wa(){try{let t=window.sessionStorage.getItem(Ht);if(!t)return null;let e=JSON.parse(t);return e.version===1&&Array.isArray(e.events)?e:null}catch{return null}}function Lt(){try{window.sessionStorage.removeItem(Ht)}catch{}}var sn=new Set(["passed","bet_placed","called","raised","folded","card_played","timed_out"]),rn={slow:1600,normal:900,fast:400,fastest:40},Z=new Ae(window.location.origin),h=null,nt="normal",$e=!1,ye=null;function D(t,e=!1){let a=d("status");a.textContent=t,a.className=e?"error":""}function R(t){document.body.dataset.busy=t?"true":"false"}function be(t,e){return t.players[e]??String(e)}function on(t){return t.players.map((e,a)=>(t.bots??[]).find(n=>n.seat===a)?.kind??null)}function ln(t){return h?.bots[t]??null}function Kt(){document.documentElement.lang=N(),document.title=l("page-title");for(let a of Array.from(document.querySelectorAll("[data-l10n]")))a.textContent=E(a.dataset.l10n??"");let t=d("locale");if(t.options.length===0)for(let a of Le)t.append(o("option",{value:a,lang:a,textContent:re(a).text("page-language-name")}));t.value=N();let e=d("pace");e.replaceChildren(...ht.map(a=>o("option",{value:a,textContent:E(`page-pace-${a}`)}))),e.value=nt,st()}function st(){let t=["page-howto-deal","page-howto-claims","page-howto-pochen","page-howto-discard","page-howto-end","page-howto-bets"],e=d("howto-body");if(e.replaceChildren(...t.map(i=>o("p",{textContent:E(i)}))),h){let i=ee(h.view),r=h.view.fields.map(p=>E(`field-${p}`,{deck:i})).join(", ");e.append(o("p",{textContent:l("page-howto-table",{fields:r})}))}let a=o("a",{href:`/play/guide/${N()}`,textContent:l("page-guide-link")}),n=o("a",{href:"/play/rules",textContent:l("page-rules-link")});n.setAttribute("hreflang","en"),e.append(o("p",{},a),o("p",{},n));let s=d("guide-top");s.href=`/play/guide/${N()}`}function Ts(t){Ne(t),rt(),Kt(),ke(),Ye(),It&&(qt(),Pe()),Q(),ye&&(d("moment-title").textContent=E(ye),d("continue").textContent=l("page-continue"))}function it(t){we(t?"table":It?"people-setup":"setup")}var It=!1;async function Ds(t){t.preventDefault();let{body:e,seat:a,players:n}=Ga(N());D(l("page-dealing")),R(!0);try{let s=await Z.newGame(e),i=s.seat_ticket??void 0,r=await Z.view({state:s.state,seat:a,ticket:i}),p=jt(r),g=[...p.stacks];h={state:s.state,ticket:i,seat:a,view:r,bots:on(r),scene:p,unfolding:!0,start:{newGame:e,players:n},events:[...s.events],actions:[],ledger:new me(g,a)},Ot(),it(!0),D(""),rt(),st(),pn(),await Ut(s.events,r)}catch(s){D(H(s),!0),R(!1)}}function Ot(){d("log").replaceChildren(),d("history-count").textContent="0",d("ticker").textContent=""}function rt(){if(!h?.state||!h.start||h.seat===null)return;let t={};for(let a of h.ledger.deals)a.hands&&a.deckOrder&&(t[String(a.number)]={hands:a.hands,deckOrder:a.deckOrder});let e=Va({version:1,start:h.start,seat:h.seat,state:h.state,ticket:h.ticket,events:h.events,actions:h.actions,locale:N(),hands:t});d("table").dataset.kept=e?"yes":"no"}async function Ps(t){Re(t.locale)&&t.locale!==N()&&(Ne(t.locale),Kt(),ke());try{let e=await Z.view({state:t.state,seat:t.seat,ticket:t.ticket}),a=e.players.map(()=>e.rules.starting_chips),n=new me(a,t.seat),s=fe(e,null);h={state:t.state,ticket:t.ticket,seat:t.seat,view:e,bots:on(e),scene:s,unfolding:!1,start:t.start,events:t.events,actions:t.actions,ledger:n},Ot();let i=fe(e,null);for(let r of t.events)n.take(r),Et(i,r,t.seat),un(r);for(let r of n.deals){let p=t.hands[String(r.number)];p&&(r.hands=p.hands,r.deckOrder=p.deckOrder)}h.scene=fe(e,i),it(!0),D(l("page-restored")),Q();for(let r of n.deals)r.after&&!r.hands&&cn(r.number);return pn(),hn(),!0}catch(e){return Lt(),D(`${l("page-not-restored")} ${H(e)}`,!0),!1}}function Ya(){h&&!h.view.match_end&&!window.confirm(l("page-leave-confirm"))||(h=null,Lt(),et?.(),at?.(),$e=!1,R(!1),ye=null,d("moment").hidden=!0,it(!1),D(""),st(),d("start").focus())}function pn(){let t=d("table").getBoundingClientRect().top+window.scrollY;window.scrollTo({top:Math.max(0,t-4)})}async function Bt(t){let e=h;if(!e||e.unfolding||e.seat===null)return;let a=e.seat;if(e.people){qs(e.people,t);return}if(!e.state)return;let n=e.state;D("…"),R(!0);try{let s=e.ticket,i=await Z.apply({state:n,seat:a,action:t,locale:N(),ticket:s}),r=await Z.view({state:i.state,seat:a,ticket:s});if(h!==e)return;e.state=i.state,e.actions.push({seat:a,action:t}),e.events.push(...i.events),e.unfolding=!0,rt(),D(""),await Ut(i.events,r)}catch(s){if(h!==e)return;D(H(s),!0),e.unfolding=!1,Q(),R(!1)}}function As(t,e){let a=t.visibility;return a==="public"||typeof a=="object"&&a!==null&&"private_to"in a&&a.private_to===e}var at=null;function zs(t){return new Promise(e=>{let a=()=>{clearTimeout(n),at=null,e()},n=setTimeout(a,t);at=a})}function Cs(t){if($e||ve||!sn.has(t.kind.type))return 0;let e=Ge(t);if(e===null||!ln(e))return 0;let a=rn[nt];return t.kind.type==="card_played"&&!t.kind.led?a/2:a}function ne(t){return document.querySelector(`#seats li[data-seat="${t}"] .plate`)}function Ze(t){return document.querySelector(`#board li[data-field="${t}"]`)}function Ms(t){if(!h||$e||ve)return;let e=Math.min(700,Math.max(250,rn[nt]*.8)),a=t.kind,n=ee(h.view);switch(a.type){case"ante_paid":a.stacks.forEach((s,i)=>te(ne(i),d("board"),le(a.per_player),e));break;case"field_claimed":te(Ze(a.field),ne(a.seat),le(a.chips),e);break;case"bet_placed":case"called":case"raised":te(ne(a.seat),Ze("POCH"),le(a.put),e);break;case"pochen_ended":a.payouts.forEach((s,i)=>{s>0&&te(Ze("POCH"),ne(i),le(s),e)});break;case"card_played":te(ne(a.seat),document.querySelector("#chain li.newest .card"),G(a.card,n),e);break;case"deal_settled":a.payments.forEach((s,i)=>{s>0&&te(ne(i),ne(a.winner),le(s),e)}),a.mid>0&&te(Ze("MID"),ne(a.winner),le(a.mid),e);break;default:break}}async function Ut(t,e){let a=h;if(!a)return;let n=()=>h!==a,s=t.filter(u=>As(u,a.seat??-1));d("skip").hidden=!1;let i=null,r=[],p=[],g=null;for(let u of s){let m=u.kind;if(i&&(m.type==="pochen_started"||m.type==="pochen_skipped"||m.type==="discard_started")&&(await Za(i),i=null,n()))return;Et(a.scene,u,a.seat??-1),a.ledger.take(u),un(u),mn(),Ms(u);let k=Cs(u);if(k>0&&await zs(k),n())return;switch(m.type){case"deal_started":i=[],r=[],p=[],g=null;break;case"upcard_turned":case"field_claimed":i?.push(u);break;case"group_shown":r.push(u);break;case"pochen_ended":if(r.push(u),await Xe("page-moment-pochen",Hs(r),"pochen"),r=[],n())return;break;case"discard_started":dn();break;case"card_played":case"chain_stopped":m.type==="card_played"&&m.led&&(p=[]),p.push(u);break;case"deal_settled":g=u;break;case"deal_ended":if(cn(m.deal),De(),g&&await Xe("page-moment-settlement",Ls(p,g,u),"settlement"),n())return;break;case"match_ended":if(De(),await Xe("page-moment-match",[o("div",{className:"told"},...oe(u.text??""))],"match"),n())return;break;default:break}}if(i&&i.length>0&&await Za(i),n())return;$e=!1,d("skip").hidden=!0;let c=qa(a.scene,e);d("table").dataset.drift=c.join("; "),a.view=e,a.scene=fe(e,a.scene),a.unfolding=!1,Q(),R(!1),hn()}function dn(){let t=d("felt"),e=d("toolbar").offsetHeight,a=t.getBoundingClientRect();(a.top<e||a.bottom>window.innerHeight)&&window.scrollTo({top:Math.max(0,a.top+window.scrollY-e-4)})}async function cn(t){if(!h)return;let e=h.ledger.deals.find(n=>n.number===t);if(!e||!e.commitment||!e.seed||e.hands)return;let a=h.view;try{let n=await Z.verifyDeal({commitment:e.commitment,deal_seed:e.seed,deck:a.rules.deck,table:{players:a.players.length,dealer:e.dealer,deal_method:a.rules.deal_method}});if(!n.commitment_matches||!n.dealt)return;e.hands=n.dealt.hands,e.deckOrder=n.deck_order,rt(),De()}catch{}}async function Za(t){let e=t.map(a=>o("li",{},...oe(a.text??"")));t.some(a=>a.kind.type==="field_claimed")||e.push(o("li",{textContent:l("page-no-claims")})),await Xe("page-moment-claims",[o("ul",{className:"summary"},...e)],"claims")}function Hs(t){let e=t.filter(s=>s.kind.type==="group_shown"),a=t.find(s=>s.kind.type==="pochen_ended"),n=[];return e.length>0&&n.push(o("ul",{className:"summary shown"},...e.map(s=>o("li",{},...oe(s.text??""))))),a&&n.push(o("div",{className:"told"},...oe(a.text??""))),n}function Ls(t,e,a){if(!h||e.kind.type!=="deal_settled")return[];let n=e.kind,s=h.view,i=h.ledger.current(),r=[],p=t.filter(u=>u.kind.type==="chain_stopped").pop();p&&r.push(o("p",{className:"stopped",textContent:(p.text??"").split(`
`)[0]??""}));let g=s.players.map((u,m)=>{let k=m===n.winner,b=i?ge(i,m):null,$=o("tr",{className:k?"winner":""},o("th",{scope:"row",textContent:m===h?.seat?`${u} (${l("label-you")})`:u}),o("td",{textContent:String(n.owed[m]??0)}),o("td",{textContent:k?"":String(n.payments[m]??0)}),o("td",{textContent:k?String(n.winner_receives):""}),o("td",{className:"total",textContent:b===null?"":V(b)}));return $.dataset.seat=String(m),$}),c=o("tr",{},...["page-col-seat","page-col-cards-left","page-col-paid","page-col-receives","page-col-deal"].map(u=>o("th",{scope:"col",textContent:l(u)})));return r.push(o("table",{className:"payments"},o("caption",{textContent:l("page-payments")}),o("thead",{},c),o("tbody",{},...g))),r.push(o("div",{className:"told"},...oe(e.text??""))),h.scene.deal&&r.push(fn(h.scene.deal,a,!!h.people)),r}async function Xe(t,e,a){if(ve)return;await Ta();let n=d("moment");ye=t,d("moment-title").textContent=E(t),d("moment-summary").replaceChildren(...e),n.dataset.moment=a,n.hidden=!1;let s=d("continue");s.textContent=l("page-continue");let i=c=>{let u=()=>{et=null,s.removeEventListener("click",u),ye=null,n.hidden=!0,delete n.dataset.moment,c()};s.addEventListener("click",u),et=u};if(h?.people){et?.(),i(()=>{});return}d("move").hidden=!0,$e=!1,d("skip").hidden=!0,R(!1);let r=n.getBoundingClientRect(),p=window.scrollY+r.bottom-window.innerHeight+8,g=window.scrollY+r.top-d("toolbar").offsetHeight-8;window.scrollTo({top:Math.max(0,Math.min(p,g))}),s.focus({preventScroll:!0}),await new Promise(c=>i(()=>{d("move").hidden=!1,d("skip").hidden=!1,R(!0),dn(),c()}))}var et=null;function hn(){let t=d("move").querySelector("#controls button, #controls input, #hand button");t?t.focus({preventScroll:!0}):d("again").hidden||d("again").focus({preventScroll:!0})}function un(t){if(!h)return;let e=d("log");if(t.kind.type==="deal_started"){let i=o("li",{className:"deal",textContent:l("label-deal",{deal:t.kind.deal})});i.dataset.deal=String(t.kind.deal),e.append(i)}let a=t.text??t.kind.type,n=o("li",{},...oe(a));n.dataset.event=t.kind.type;let s=Ge(t);s!==null&&(n.dataset.seat=String(s),sn.has(t.kind.type)&&ln(s)&&n.classList.add("bot"),s===h.seat&&n.classList.add("you")),e.append(n),e.scrollTop=e.scrollHeight,tt(),d("ticker").textContent=a.split(`
`)[0]??"",d("history-count").textContent=String(e.querySelectorAll("li[data-event]").length)}function Q(){h&&(st(),mn(),Os(h.view),bn(h.view,h.view.stacks,!0),De())}function gn(t){return t.phase==="between_deals"&&t.to_act!==null&&t.to_act!==void 0?t.to_act:null}function mn(){if(!h)return;let{view:t,seat:e,scene:a}=h,n=d("table"),s=h.unfolding?a.phase:t.phase;n.dataset.seat=String(e),n.dataset.phase=s,n.dataset.locale=N();let i=h.unfolding?a.acting:t.to_act??null,r=h.unfolding?null:gn(t),p=r!==null&&a.deal?{...a,deal:{...a.deal,dealer:r,forehand:-1}}:a,g=h.ledger.current(),c=s==="between_deals"||s==="match_over";xa({view:t,scene:p,me:e,acting:i,phase:s,bots:h.bots,clocks:h.people?xn(h.people.info):void 0,away:h.people?.info.seats.map(u=>u.away),changes:c&&g?.after?t.players.map((u,m)=>V(ge(g,m)??0)):void 0}),Ns(t,a,s),Rs(t,a,s),kn(t,a,s),h.unfolding&&(d("controls").replaceChildren(o("p",{textContent:l("page-waiting")})),d("pot").replaceChildren(),bn(t,a.stacks,!1))}function Ns(t,e,a){let n=[];if(e.deal&&n.push(l("label-deal",{deal:e.deal.number})),n.push(E(`phase-${a}`)),!h?.unfolding&&t.to_act!==null&&t.to_act!==void 0&&t.phase!=="match_over"){let s=t.to_act;n.push(l("page-to-act",{seat:be(t,s),"seat-you":s===h?.seat?"yes":"no"}))}d("felt-line").textContent=n.join(" · ")}function Rs(t,e,a){let n=e.deal,s=[],i=h?.unfolding?null:gn(t);if(n&&(s.push(l("label-deal",{deal:n.number})),i===null&&(s.push(`${l("label-dealer")}: ${be(t,n.dealer)}`),s.push(`${l("label-forehand")}: ${be(t,n.forehand)}`))),s.push(E(`phase-${a}`)),i!==null)s.push(l("page-next-deal",{deal:(n?.number??0)+1,seat:be(t,i),"seat-you":i===h?.seat?"yes":"no"}));else if(!h?.unfolding&&t.to_act!==null&&t.to_act!==void 0&&t.phase!=="match_over"){let g=t.to_act;s.push(l("page-to-act",{seat:be(t,g),"seat-you":g===h?.seat?"yes":"no"}))}d("deal-line").textContent=s.join(" · ");let r=d("fair");r.replaceChildren(),n&&r.append(fn(n,null)),d("deal-terms").replaceChildren(Ie([[l("label-dealer"),l("page-explain-dealer")],[l("label-forehand"),l("page-explain-forehand")],[l("label-upcard"),l("page-explain-upcard")],[l("label-pay-suit"),l("page-explain-pay-suit")],[l("page-commitment"),l("page-explain-commitment")]]));let p=ee(t);d("board-terms").replaceChildren(Ie([[l("page-col-stack"),l("page-explain-stack")],[l("label-cards-held"),l("page-explain-cards-held")],[l("page-col-in-play"),l("page-explain-in-play")],[l("page-chain-title"),l("page-explain-chain")],...t.fields.map(g=>[E(`field-${g}`,{deck:p}),X(`field-${g}`,"title",{deck:p})])],l("page-fields-explained")))}function Qa(){if(h?.people){let n=o("p",{className:"seed-source",textContent:l("page-fair-people")});return n.dataset.source="people",n}let t=h?.start?.newGame.deal_source,e=!!t&&"seeded"in t&&!!t.seeded.seed,a=o("p",{className:"seed-source",textContent:e?l("page-fair-you-chose"):l("page-fair-server-drew")});return a.dataset.source=e?"person":"server",a}function fn(t,e,a=!1){let n=o("div",{className:"fairness"});n.dataset.deal=String(t.number);let s=e&&e.kind.type==="deal_ended"?e.kind.deal_seed??null:t.seed;if(t.commitment){let g=o("p",{},`${l("page-commitment")}: `,o("code",{className:"digest commitment",textContent:t.commitment}));n.append(g)}if(!s)return n.append(o("p",{className:"hint",textContent:l("page-seed-later")}),Qa()),n;if(n.append(o("p",{},`${l("page-deal-seed")}: `,o("code",{className:"digest seed",textContent:s}))),n.append(Qa()),!t.commitment)return n;let i=o("div",{className:"verdict"});i.setAttribute("role","status");let r=h?.people,p=o("button",{type:"button",className:"verify",textContent:l(r?"page-people-check":"page-verify")});return p.addEventListener("click",()=>{r?en(r,t,s,i):Ks(t,s,i)}),n.append(p,i),a&&r&&!ve&&en(r,t,s,i),n}async function Ks(t,e,a){if(!h||!t.commitment||h.seat===null)return;let n=h.seat,s=h.view;a.textContent=l("page-verifying"),a.dataset.verified="";try{let i=await Z.verifyDeal({commitment:t.commitment,deal_seed:e,deck:s.rules.deck,table:{players:s.players.length,dealer:t.dealer,deal_method:s.rules.deal_method}}),r=[];i.commitment_matches||r.push(l("page-verify-commitment"));let p=i.dealt,g=p?.hands[n]??[],c=(u,m)=>JSON.stringify(he(u))===JSON.stringify(he(m));i.commitment_matches&&(!p||!c(g,t.dealt))&&r.push(l("page-verify-hand")),i.commitment_matches&&p&&t.upcard&&p.upcard!==t.upcard&&r.push(l("page-verify-upcard")),a.textContent=r.length===0?l("page-verified"):l("page-not-verified",{why:r.join("; ")}),a.dataset.verified=r.length===0?"yes":"no"}catch(i){a.textContent=l("page-not-verified",{why:H(i)}),a.dataset.verified="no"}}function kn(t,e,a){let n=ee(t),s=d("hand"),i=a==="between_deals"||a==="match_over",r=!h?.unfolding&&t.to_act===h?.seat?t.legal:null,p=new Set(r?.lead??[]),g=i?[]:he(e.hand);s.replaceChildren(...g.map(m=>{if(!p.has(m))return o("li",{},G(m,n));let k=G(m,n,"button");return k.setAttribute("aria-label",Sa(m,n)),k.dataset.action="lead",k.addEventListener("click",()=>{let b=d("controls").querySelector('input[name="direction"]:checked')?.value;Bt(Qt(m,b??void 0))}),o("li",{className:"playable"},k)})),s.dataset.leading=p.size>0?"true":"false",d("hand-title").hidden=h?.seat===null;let c=d("hand-hint");c.textContent=a==="match_over"?l("page-hand-over"):i?l("page-hand-between"):p.size>0?l("page-lead-card"):"";let u=h?.unfolding||i?null:t.deal?.best_group;d("best-group").textContent=u?`${l("label-best-group")}: ${l("group",{size:u.size,rank:va(u.rank),deck:n})}`:""}function Is(t){let e=d("pot");e.replaceChildren();let a=t.deal?.pochen;if(t.phase!=="pochen"||!a)return;let n=t.board.POCH??0,s=a.contributions.reduce((i,r)=>i+r,0);e.append(o("span",{className:"pot-chips",textContent:l("page-pot",{pot:n+s,poch:n,bets:s})}),o("span",{className:"high",textContent:`${l("label-high-stake")}: ${a.high_stake}`})),e.dataset.pot=String(n+s)}function Xa(t,e,a,n,s,i){let r=X(`action-${t}`,"label"),p=o("input",{type:"number",id:t,min:String(n.min),max:String(n.max),value:String(n.min),required:!0}),g=o("button",{type:"submit",className:"send",textContent:r});g.dataset.action=t;let c=new Set,u=s.map(([b,$])=>[b,Math.min(n.max,Math.max(n.min,$))]).filter(([,b])=>c.has(b)?!1:(c.add(b),!0)).map(([b,$])=>{let j=o("button",{type:"button",className:"quick",textContent:E(b,{chips:$})});return j.dataset.quick=b.replace("page-quick-",""),j.dataset.amount=String($),j.addEventListener("click",()=>{p.value=String($),g.focus()}),j}),m=o("div",{className:"quick-amounts",role:"group"},...u);m.setAttribute("aria-label",l("page-quick-legend"));let k=o("form",{},o("fieldset",{},o("legend",{textContent:e}),o("div",{className:"amount"},o("label",{htmlFor:t,textContent:`${a} `}),p,g),m));return k.addEventListener("submit",b=>{b.preventDefault();let $=Number(p.value);if(!Number.isInteger($)||$<n.min||$>n.max){D(e,!0),p.focus();return}Bt(i($))}),k}function Qe(t,e,a){let n=o("button",{type:"button",textContent:t});return n.dataset.action=e,n.addEventListener("click",()=>{Bt(a)}),n}function Os(t){let e=d("controls");e.replaceChildren(),Is(t);let a=t.legal;if(!h||h.seat===null||!a||t.to_act!==h.seat||h.unfolding){h?.seat===null?e.append(o("p",{textContent:l("page-people-watching")})):t.phase!=="match_over"&&e.append(o("p",{textContent:l("page-waiting")}));return}let n=o("div",{className:"buttons"});a.pass_turn&&n.append(Qe(X("action-pass","label"),"pass",Gt())),a.call!==null&&a.call!==void 0&&n.append(Qe(l("page-call",{chips:a.call}),"call",Wt())),a.fold&&n.append(Qe(X("action-fold","label"),"fold",Zt())),a.deal&&!a.deck_required&&n.append(Qe(X("action-deal","label"),"deal",Xt())),n.childElementCount>0&&e.append(n);let s=t.deal?.pochen,i=s?.high_stake??0,r=(t.board.POCH??0)+(s?.contributions.reduce((c,u)=>c+u,0)??0),p=t.stacks[h.seat]??0,g=s?.contributions[h.seat]??0;if(a.bet){let c=l("page-bet-legend",{min:a.bet.min,max:a.bet.max}),u=a.bet.max===p?"page-quick-all-in":"page-quick-most",m=[["page-quick-least",a.bet.min],["page-quick-half",Math.floor(r/2)],["page-quick-pot",r],[u,a.bet.max]];e.append(Xa("bet",c,l("page-bet-amount"),a.bet,m,Vt))}if(a.raise_bet){let{min:c,max:u}=a.raise_bet,m=l("page-raise-legend",{min:c,max:u,high:i,from:i+c,to:i+u}),k=i+u-g===p?"page-quick-all-in":"page-quick-most",b=[["page-quick-least",c],["page-quick-half",Math.floor(r/2)],["page-quick-pot",r],[k,u]];e.append(Xa("raise",m,l("page-raise-amount"),a.raise_bet,b,Yt))}if(t.phase==="pochen"&&e.append(Ie([[l("phase-pochen"),l("page-explain-pochen")],[l("label-high-stake"),l("page-explain-high-stake")]])),a.lead.length>0&&a.directions.length>0){let c=o("div",{role:"radiogroup",className:"directions"});c.setAttribute("aria-label",l("label-direction")),a.directions.forEach((u,m)=>{let k=`direction-${u}`;c.append(o("input",{type:"radio",name:"direction",id:k,value:u,checked:m===0}),o("label",{htmlFor:k,textContent:`${E(`direction-${u}`)} `}))}),e.append(o("p",{className:"hint",textContent:`${l("label-direction")}:`}),c)}kn(t,h.scene,t.phase)}function bn(t,e,a){let n=d("standings"),s=a?t.match_end:null;d("again").hidden=!s;let i=(p,g,c,u)=>{let m=o("li",{textContent:l("standing",{place:g,seat:be(t,p),"seat-you":p===h?.seat?"yes":"no",chips:c,paid:u?"yes":"no"})});return m.dataset.seat=String(p),m.dataset.stack=String(c),m};if(s){d("standings-title").textContent=l("page-standings-after",{deals:s.deals_played}),n.replaceChildren(...s.standings.map(p=>i(p.seat,p.place,p.stack,p.could_pay)));return}d("standings-title").textContent=l("label-standings");let r=t.players.map((p,g)=>g).sort((p,g)=>(e[g]??0)-(e[p]??0));n.replaceChildren(...r.map((p,g)=>i(p,g+1,e[p]??0,!0)))}function De(){if(!h)return;let{ledger:t,view:e}=h,a=h.seat??-1,n=ee(e),s=new Set(Array.from(document.querySelectorAll("#past li[data-deal] details[open]")).map(c=>c.parentElement?.dataset.deal)),i=_a(t,e.players,n,a);for(let c of Array.from(i.querySelectorAll("li[data-deal]")))s.has(c.dataset.deal)&&c.querySelector("details")?.setAttribute("open","");let r=h.people;if(r?.history)for(let c of Array.from(i.querySelectorAll("li[data-deal]"))){let u=t.deals.find(k=>String(k.number)===c.dataset.deal);if(!u?.seed||!u.commitment)continue;let m=o("div",{className:"verdict"});wn(r,u.number,u.dealer,u.commitment,u.seed,m),c.querySelector("details")?.append(m)}d("past").replaceChildren(i),d("graph").replaceChildren(t.deals.some(c=>c.after)?ja(t,e.players,a):"");let p=h.people?t.deals.some(c=>c.after):!!h.start&&gt(h.start,h.actions,t)!==null,g=d("download");g.disabled=!p,g.dataset.ready=p?"yes":"no",d("download-note").textContent=p?l("page-download-hint"):l(h.people?"page-past-none":"page-download-later")}async function Bs(){if(!h)return;let t;if(h.people){let n=h.ledger.deals.filter(i=>i.after),s=await Y.record(h.people.info.id,h.view.match_end?null:n[n.length-1]?.number??1);t=typeof s=="string"?s.trim():JSON.stringify(s)}else{let n=h.start?gt(h.start,h.actions,h.ledger):null;if(!n)return;t=JSON.stringify(n)}let e=new Blob([`${t}
`],{type:"application/x-ndjson"}),a=o("a",{href:URL.createObjectURL(e),download:`poch-match-${new Date().toISOString().slice(0,19).replace(/[:T]/g,"-")}.jsonl`});document.body.append(a),a.click(),a.remove(),setTimeout(()=>URL.revokeObjectURL(a.href),1e4)}var P=null,ve=!1;function Ft(t){let e=St(t);P?.link.close();let a={link:new Je(t,e?.credential??null,{welcome:s=>Us(a,s),update:s=>{a.received=s.seq,a.queue.push(s),Fs(a)},ack:s=>{s.move_id===a.pending&&(a.pending=null,a.pendingMove=null)},refused:s=>Js(a,s),connected:s=>{d("connection").textContent=s?"":l("page-people-reconnecting"),d("table").dataset.connected=s?"yes":"no",s||(a.sentHash=!1,a.sentSeed=!1)}}),info:{id:t,stage:"seating",seq:0,rules:{},seats:[],clock:{move_ms:0,bank_ms:0},absent_bot:"timeout",open:!1,created_ms:0},held:e,queue:[],showing:!1,catchUpTo:0,received:0,pending:null,pendingMove:null,sentHash:!1,sentSeed:!1,history:null};P=a,h=null,Ot(),d("connection").textContent=l("page-people-connecting"),we("table"),Pe(),window.scrollTo({top:0}),a.link.open();let n=new URL(window.location.href);n.search=`?table=${encodeURIComponent(t)}&lang=${N()}`,window.history.replaceState(null,"",n)}function Us(t,e){if(P!==t)return;t.info=e.table;let a=e.you;t.held&&(a==="spectator"||a.seat.seat!==t.held.seat)&&(Oa(t.info.id),t.held=null);let n=h?.people===t&&t.received>0&&t.received===e.table.seq;e.replaying?t.catchUpTo=e.table.seq:e.view&&!n&&(yn(t,e.view),h&&(h.unfolding=!1,Q())),e.replaying||(t.received=e.table.seq),Pe(),vn(t),t.pending&&t.pendingMove&&t.link.send({type:"move",move_id:t.pending,...t.pendingMove})}function yn(t,e){let a=t.held?.seat??null,n=jt(e),s=[...n.stacks];h={seat:a,view:e,bots:t.info.seats.map(i=>i.bot??null),people:t,scene:n,unfolding:!0,events:[],actions:[],ledger:new me(s,a??-1)},it(!0)}async function Fs(t){if(!t.showing){t.showing=!0,R(!0);try{for(;P===t&&t.queue.length>0;){let e=t.queue.shift();if(!e)break;if(t.info=e.table,ve=e.seq<=t.catchUpTo,!h&&e.view&&yn(t,e.view),Pe(),vn(t),h&&h.people===t&&(e.events.length>0||e.view)){let a=new Be(re(N()),h.view.players,ee(h.view),h.seat),n=e.events.map(s=>({...s,text:a.told(s)}));h.events.push(...n),h.unfolding=!0,await Ut(n,e.view??h.view),e.events.some(s=>s.kind.type==="deal_ended"||s.kind.type==="match_ended")&&$n(t)}else h&&Q()}}finally{ve=!1,t.showing=!1,P===t&&(R(!1),h&&Q(),Pe())}}}function qs(t,e){if(!h)return;let a=Fa(),n=t.info.seq;t.pending=a,t.pendingMove={action:e,seq:n},h.unfolding=!0,h.actions.push({seat:h.seat??0,action:e}),R(!0),Q(),t.link.send({type:"move",move_id:a,action:e,seq:n})}function Js(t,e){P===t&&(D(Vs(e.code),!0),e.move_id&&e.move_id===t.pending&&h&&(t.pending=null,t.pendingMove=null,h.unfolding=!1,Q(),R(!1)))}function vn(t){let e=t.held;if(!e)return;let a=t.info.seats[e.seat];a&&(t.info.stage==="committing"&&!a.seed_hash&&!t.sentHash&&(t.sentHash=t.link.send({type:"seed_hash",hash:_t(e.seed)})),t.info.stage==="revealing"&&a.seed_hash&&!a.client_seed&&!t.sentSeed&&(t.sentSeed=t.link.send({type:"seed",seed:e.seed})))}async function $n(t){try{let e=await Y.history(t.info.id);if(P!==t)return;if(t.history=e,h?.people===t){for(let a of e.deals){let n=h.ledger.deals.find(s=>s.number===a.deal);n&&(n.hands=a.hands)}De()}}catch{}}async function en(t,e,a,n){n.replaceChildren(o("p",{textContent:l("page-verifying")})),n.dataset.verified="",await $n(t),wn(t,e.number,e.dealer,e.commitment??"",a,n)}function wn(t,e,a,n,s,i){let r=Ua(s)===n,p=t.history?.deals.find(k=>k.deal===e),g=p?.verified.chain_matches,c=[[r?"page-people-check-seed-ok":"page-people-check-seed-bad",r?"yes":"no"]];g===!0?c.push(["page-people-check-chain-ok","yes"]):g===!1?c.push(["page-people-check-chain-bad","no"]):c.push(["page-people-check-chain-later","later"]);let u=h?.view,m=u?`poch verify --commitment ${n} --seed ${s} --deck ${u.rules.deck} --players ${u.players.length} --dealer ${a} --deal-method ${u.rules.deal_method}`:"";i.replaceChildren(...c.map(([k,b])=>{let $=o("p",{textContent:l(k)});return $.dataset.check=b,$}),o("p",{textContent:l("page-people-check-limits")}),o("code",{className:"command",textContent:m})),i.dataset.verified=r&&g!==!1&&p?.verified.commitment_matches!==!1?"yes":"no",i.dataset.chain=g==null?"later":g?"yes":"no"}function xn(t){let e=Date.now(),a=n=>{let s=Math.max(0,Math.ceil(n/1e3));return`${Math.floor(s/60)}:${String(s%60).padStart(2,"0")}`};return t.seats.map(n=>n.bot?null:t.stage==="playing"&&t.to_act===n.seat&&t.deadline_ms?l("page-people-clock-turn",{time:a(t.deadline_ms-e)}):l("page-people-clock-bank",{time:a(n.bank_ms)}))}function Gs(){let t=h?.people;if(!t)return;xn(t.info).forEach((n,s)=>{let i=document.querySelector(`#seats li[data-seat="${s}"] .clock .time`);i&&n&&(i.textContent=n)});let a=document.getElementById("lobby-deadline");a&&P&&(P.info.stage==="committing"||P.info.stage==="revealing")&&P.info.deadline_ms&&(a.textContent=l("page-people-clock-turn",{time:`${Math.max(0,Math.ceil((P.info.deadline_ms-Date.now())/1e3))} s`}))}function Pe(){let t=d("lobby"),e=P;if(t.hidden=!e,!e)return;d("layout").hidden=!h;let a=e.info;d("lobby-stage").textContent=E(`page-people-stage-${a.stage}`),t.dataset.stage=a.stage;let n=o("span",{id:"lobby-deadline"});d("lobby-stage").append(" ",n),d("lobby-seats").replaceChildren(...a.seats.map(c=>{let u=Sn(c),m=[];e.held?.seat===c.seat&&m.push(l("label-you")),c.away&&m.push(l("page-away")),c.client_seed?m.push(l("page-people-seed-shown",{seed:c.client_seed})):c.seed_hash&&m.push(l("page-people-seed-hash-given"));let k=o("li",{},o("strong",{textContent:`${l("page-seat",{seat:c.seat+1})}: `}),u,m.length>0?` (${m.join("; ")})`:"");return k.dataset.seat=String(c.seat),k.dataset.taken=c.taken?"yes":"no",k}));let s=d("invitations");s.replaceChildren();let i=(e.held?.invitations??[]).filter(c=>!a.seats[c.seat]?.taken);i.length>0&&a.stage==="seating"&&s.append(o("h4",{textContent:l("page-people-invitations")}),o("ul",{},...i.map(c=>{let u=new URL(c.link,window.location.origin).href,m=o("a",{href:u,textContent:u}),k=o("button",{type:"button",textContent:l("page-people-copy")});k.addEventListener("click",()=>{navigator.clipboard?.writeText(u).then(()=>{k.textContent=l("page-people-copied")})});let b=o("li",{},o("span",{textContent:`${l("page-seat",{seat:c.seat+1})}: `}),m," ",k);return b.dataset.seat=String(c.seat),b.dataset.link=u,b})));let r=d("people-fair");r.replaceChildren(),a.fairness&&(r.append(o("p",{},`${l("page-people-commitment")}: `,o("code",{className:"digest server-commitment",textContent:a.fairness.server_commitment}))),e.held&&r.append(o("p",{textContent:l("page-people-my-seed",{seed:e.held.seed,hash:_t(e.held.seed)})})),a.fairness.server_seed&&r.append(o("p",{},`${l("page-people-server-seed")}: `,o("code",{className:"digest server-seed",textContent:a.fairness.server_seed}))),r.append(o("p",{className:"hint",textContent:l("page-people-fair")})));let p=e.held?a.seats[e.held.seat]:void 0;d("people-you").textContent=e.held?l("page-people-you-are-seat",{seat:e.held.seat+1,name:e.held.name}):l("page-people-watching");let g=d("back");g.hidden=!p?.away,d("away-note").textContent=p?.away?l("page-people-away"):""}function Vs(t){return ce(`page-error-${t}`)?E(`page-error-${t}`):ce(`rejection-${t}`)?E(`rejection-${t}`):l("page-error-other",{code:t})}function we(t){d("setup").hidden=t!=="setup",d("people-setup").hidden=t!=="people-setup",d("open-tables").hidden=t!=="people-setup",d("join").hidden=t!=="join",d("table").hidden=t!=="table",d("leave").hidden=t!=="table"}var Nt=[],Rt=[];async function tn(){({presets:Nt,bot_kinds:Rt}=await Y.presets());let t=d("people-preset");t.replaceChildren(...Nt.map(e=>o("option",{value:e.name,textContent:e.name}))),t.onchange=an,an(),d("people-setup").dataset.ready="true",await _n()}function an(){let t=Nt.find(i=>i.name===d("people-preset").value);d("people-preset-description").textContent=t?`${t.description} (${t.rules.deck})`:"";let e=d("people-count"),a=(t?.seat_counts??[]).filter(i=>i>=wt.min&&i<=wt.max),n=Number(e.value||4);e.replaceChildren(...a.map(i=>o("option",{value:String(i),textContent:String(i)})));let s=[...a].sort((i,r)=>Math.abs(i-n)-Math.abs(r-n))[0];s!==void 0&&(e.value=String(s)),d("people-create").disabled=a.length===0,qt()}function qt(){let t=Number(d("people-count").value),e=d("people-seat-list"),a=new Map;for(let n of Array.from(e.querySelectorAll("select")))a.set(n.id,n.value);e.replaceChildren(...Array.from({length:t},(n,s)=>{let i=`people-seat-${s}`,r=o("select",{id:i,name:i},o("option",{value:"person",textContent:l("page-people-person")}),...Ct(Rt));return r.value=a.get(i)??(s<2?"person":Mt(Rt)),o("div",{className:"row"},o("label",{htmlFor:i,textContent:l("page-seat",{seat:s+1})}),r)}))}function Sn(t){return t.bot?E(`page-bot-${t.bot}`):t.name??l("page-people-seat-free")}async function _n(){let t=d("open-list");try{let{tables:e}=await Y.open();if(e.length===0){t.replaceChildren(o("li",{textContent:l("page-people-no-open")}));return}t.replaceChildren(...e.map(a=>{let n=a.seats.find(r=>!r.taken),s=o("a",{href:`/play?table=${encodeURIComponent(a.id)}`,textContent:l("page-people-watch")}),i=o("li",{},`${a.seats.map(Sn).join(", ")} — `,s);if(n){let r=o("a",{href:`/play?table=${encodeURIComponent(a.id)}&seat=${n.seat}`,textContent:l("page-people-take-free",{seat:n.seat+1})});i.append(" · ",r)}return i}))}catch(e){t.replaceChildren(o("li",{textContent:H(e)}))}}async function Ws(t){t.preventDefault();let e=Number(d("people-count").value),a=Array.from({length:e},(i,r)=>{let p=d(`people-seat-${r}`).value;return p==="person"?{}:{bot:p}}),n=d("people-deals").value.trim(),s={preset:d("people-preset").value,seats:a,clock:{move_ms:Math.round(Number(d("people-move-s").value)*1e3),bank_ms:Math.round(Number(d("people-bank-s").value)*1e3)},open:d("people-open").checked};n!==""&&(s.rules={max_deals:Number(n)}),D(l("page-dealing"));try{let i=await Y.create(s),r=i.invitations[0];if(!r)throw new Te("invalid_argument",400,"no person's seat");await jn(i.table.id,r.seat,r.code,d("people-name").value,d("people-seed").value,i.invitations)}catch(i){D(H(i),!0)}}async function jn(t,e,a,n,s,i){let r=await Y.take(t,e,a?{name:n.trim(),invitation:a}:{name:n.trim()});Ia({table:t,seat:r.seat,credential:r.credential,name:n.trim(),seed:s.trim()===""?Ba():s.trim(),invitations:i?.filter(p=>p.seat!==r.seat)}),D(""),Ft(t)}function Ys(t,e,a){we("join"),d("join-what").textContent=l("page-people-join",{seat:e+1});let n=d("join");n.onsubmit=s=>{s.preventDefault(),D("…"),jn(t,e,a,d("join-name").value,d("join-seed").value).catch(i=>D(H(i),!0))},d("join-watch").onclick=()=>Ft(t),d("join-name").focus()}async function nn(){let t=P;if(!t)return;let e=t.held,a=t.info.stage!=="finished"&&t.info.stage!=="abandoned";if(e&&a&&!window.confirm(l("page-people-leave-confirm")))return;if(t.link.close(),e&&a)try{await Y.leave(t.info.id,e.seat,e.credential)}catch(s){D(H(s),!0)}P=null,h=null,ye=null,d("moment").hidden=!0,we("people-setup"),D("");let n=new URL(window.location.href);n.search=`?lang=${N()}`,window.history.replaceState(null,"",n),_n()}async function Zs(){let t=new URLSearchParams(window.location.search),e=t.get("table");if(d("back").addEventListener("click",()=>{let a=P?.held;P&&a&&Y.back(P.info.id,a.seat,a.credential).catch(n=>D(H(n),!0))}),d("people-count").addEventListener("change",qt),d("people-setup").addEventListener("submit",a=>{Ws(a)}),setInterval(Gs,1e3),e){let a=t.get("seat");St(e)||a===null?Ft(e):Ys(e,Number(a),t.get("invitation")),tn().catch(()=>{});return}we("people-setup"),await tn()}function Qs(){let t=d("history"),e=d("history-toggle"),a=e.getAttribute("aria-expanded")!=="true";if(e.setAttribute("aria-expanded",String(a)),t.classList.toggle("open",a),a){let n=d("log");n.scrollTop=n.scrollHeight,n.focus()}}function Xs(){let t=d("toolbar"),e=()=>{document.documentElement.style.setProperty("--bar",`${t.offsetHeight}px`),tt()};new ResizeObserver(e).observe(t),window.addEventListener("scroll",tt,{passive:!0}),window.addEventListener("resize",tt),e()}function tt(){let t=d("history");if(getComputedStyle(t).position!=="sticky"){t.style.removeProperty("height");return}let e=Math.max(t.getBoundingClientRect().top,d("toolbar").getBoundingClientRect().bottom);t.style.height=`${Math.max(160,window.innerHeight-e-8)}px`;let a=d("log");a.scrollTop=a.scrollHeight}function ei(){let t=new URLSearchParams(window.location.search).get("lang")??navigator.language.slice(0,2);Ne(Re(t)?t:"en"),Kt(),Xs(),d("locale").addEventListener("change",e=>Ts(e.target.value)),d("pace").addEventListener("change",e=>{let a=e.target.value;nt=ht.includes(a)?a:"normal"}),d("skip").addEventListener("click",()=>{$e=!0,at?.()}),d("history-toggle").addEventListener("click",Qs),d("preset").addEventListener("change",()=>{At(Z).catch(e=>D(H(e),!0))}),d("players").addEventListener("change",()=>{Ye(),ke()}),d("your-seat").addEventListener("change",ke),d("setup").addEventListener("submit",e=>{Ds(e)}),d("leave").addEventListener("click",()=>P?void nn():Ya()),d("again").addEventListener("click",()=>P?void nn():Ya()),d("download").addEventListener("click",()=>{Bs().catch(e=>D(H(e),!0))}),Ka().then(e=>{if(It=e,e){Zs().catch(s=>D(H(s),!0));return}we("setup");let a=Wa(),n=Ja(Z).catch(s=>D(H(s),!0));a&&n.then(()=>Ps(a))})}ei();
