var tt=Object.defineProperty;var at=(t,e,a)=>e in t?tt(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var v=(t,e,a)=>at(t,typeof e!="symbol"?e+"":e,a);var R=class extends Error{constructor(a,n,s){super(n?`${n.code} (${a}): ${n.detail}`:`HTTP ${a}: ${s.slice(0,200)}`);v(this,"code");v(this,"status");v(this,"problem");this.name="PochError",this.code=n?.code??null,this.status=a,this.problem=n}};function nt(t){return typeof t=="object"&&t!==null&&typeof t.code=="string"}var I=class{constructor(e,a={}){v(this,"baseUrl");v(this,"fetchImpl");v(this,"headers");v(this,"timeoutMs");this.baseUrl=e.replace(/\/+$/,""),this.fetchImpl=a.fetch??globalThis.fetch.bind(globalThis),this.headers=a.headers??{},this.timeoutMs=a.timeoutMs??1e4}post(e,a){return this.send(e,{method:"POST",headers:{...this.headers,"content-type":"application/json"},body:JSON.stringify(a)})}get(e){return this.send(e,{method:"GET",headers:this.headers})}async send(e,a){let n=this.timeoutMs>0?AbortSignal.timeout(this.timeoutMs):void 0,s=await this.fetchImpl(`${this.baseUrl}${e}`,{...a,signal:n}),i=await s.text(),r=(s.headers.get("content-type")??"").includes("json");if(!s.ok){let c=null;if(r)try{let g=JSON.parse(i);c=nt(g)?g:null}catch{c=null}throw new R(s.status,c,i)}return r?JSON.parse(i):i}newGame(e){return this.post("/v1/games",e)}apply(e){return this.post("/v1/games/apply",e)}async legalActions(e){return(await this.post("/v1/games/legal-actions",e)).legal}legalActionIds(e){return this.post("/v1/games/legal-actions",{...e,include_action_ids:!0})}async view(e){return(await this.post("/v1/games/view",e)).view}validate(e){return this.post("/v1/games/validate",e)}replay(e){return this.post("/v1/games/replay",e)}presets(){return this.get("/v1/rules/presets")}commitServerSeed(e={}){return this.post("/v1/games/commitments",e)}verifyDeal(e){return this.post("/v1/deals/verify",e)}};var pe=()=>({type:"pass_turn"}),he=t=>({type:"bet",amount:t}),ge=()=>({type:"call"}),$e=t=>({type:"raise_bet",amount:t}),me=()=>({type:"fold"}),ke=(t,e)=>e===void 0?{type:"lead",card:t}:{type:"lead",card:t,direction:e},ye=t=>t===void 0?{type:"deal"}:{type:"deal",deck:t};var _=class{constructor(e){this.value=e}valueOf(){return this.value}},$=class extends _{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},f=class extends _{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},j=class t extends _{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof _)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof _&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var fe=100,st="⁨",ot="⁩";function rt(t,e,a){if(a===e||a instanceof f&&e instanceof f&&a.value===e.value)return!0;if(e instanceof f&&typeof a=="string"){let n=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===n)return!0}return!1}function be(t,e,a){return e[a]?x(t,e[a].value):(t.reportError(new RangeError("No default")),new $)}function Y(t,e){let a=[],n=Object.create(null);for(let s of e)s.type==="narg"?n[s.name]=L(t,s.value):a.push(L(t,s));return{positional:a,named:n}}function L(t,e){switch(e.type){case"str":return e.value;case"num":return new f(e.value,{minimumFractionDigits:e.precision});case"var":return lt(t,e);case"mesg":return dt(t,e);case"term":return ut(t,e);case"func":return ct(t,e);case"select":return pt(t,e);default:return new $}}function lt(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new $(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new $(`$${e}`);if(a instanceof _)return a;switch(typeof a){case"string":return a;case"number":return new f(a);case"object":if(j.supportsValue(a))return new j(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new $(`$${e}`)}}function dt(t,{name:e,attr:a}){let n=t.bundle._messages.get(e);if(!n)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new $(e);if(a){let s=n.attributes[a];return s?x(t,s):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new $(`${e}.${a}`))}return n.value?x(t,n.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new $(e))}function ut(t,{name:e,attr:a,args:n}){let s=`-${e}`,i=t.bundle._terms.get(s);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${s}`)),new $(s);if(a){let c=i.attributes[a];if(c){t.params=Y(t,n).named;let g=x(t,c);return t.params=null,g}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new $(`${s}.${a}`)}t.params=Y(t,n).named;let r=x(t,i.value);return t.params=null,r}function ct(t,{name:e,args:a}){let n=t.bundle._functions[e];if(!n)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new $(`${e}()`);if(typeof n!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new $(`${e}()`);try{let s=Y(t,a);return n(s.positional,s.named)}catch(s){return t.reportError(s),new $(`${e}()`)}}function pt(t,{selector:e,variants:a,star:n}){let s=L(t,e);if(s instanceof $)return be(t,a,n);for(let i of a){let r=L(t,i.key);if(rt(t,s,r))return x(t,i.value)}return be(t,a,n)}function W(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new $;t.dirty.add(e);let a=[],n=t.bundle._useIsolating&&e.length>1;for(let s of e){if(typeof s=="string"){a.push(t.bundle._transform(s));continue}if(t.placeables++,t.placeables>fe)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${fe}`);n&&a.push(st),a.push(L(t,s).toString(t)),n&&a.push(ot)}return t.dirty.delete(e),a.join("")}function x(t,e){return typeof e=="string"?t.bundle._transform(e):W(t,e)}var U=class{constructor(e,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let s=JSON.stringify(a);return n[s]||(n[s]=new e(this.bundle.locales,a)),n[s]}};function X(t,e){let a=Object.create(null);for(let[n,s]of Object.entries(t))e.includes(n)&&(a[n]=s.valueOf());return a}var ve=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function we(t,e){let a=t[0];if(a instanceof $)return new $(`NUMBER(${a.valueOf()})`);if(a instanceof f)return new f(a.valueOf(),{...a.opts,...X(e,ve)});if(a instanceof j)return new f(a.toNumber(),{...X(e,ve)});throw new TypeError("Invalid argument to NUMBER")}var ht=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function _e(t,e){let a=t[0];if(a instanceof $)return new $(`DATETIME(${a.valueOf()})`);if(a instanceof j||a instanceof f)return new j(a,X(e,ht));throw new TypeError("Invalid argument to DATETIME")}var je=new Map;function Se(t){let e=Array.isArray(t)?t.join(" "):t,a=je.get(e);return a===void 0&&(a=new Map,je.set(e,a)),a}var z=class{constructor(e,{functions:a,useIsolating:n=!0,transform:s=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:we,DATETIME:_e,...a},this._useIsolating=n,this._transform=s,this._intls=Se(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let n=[];for(let s=0;s<e.body.length;s++){let i=e.body[s];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){n.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){n.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,a=null,n=null){if(typeof e=="string")return this._transform(e);let s=new U(this,n,a);try{return W(s,e).toString(s)}catch(i){if(s.errors&&i instanceof Error)return s.errors.push(i),new $().toString(s);throw i}}};var ee=/^(-?[a-zA-Z][\w-]*) *= */gm,Ee=/\.([a-zA-Z][\w-]*) *= */y,gt=/\*?\[/y,te=/(-?[0-9]+(?:\.([0-9]+))?)/y,$t=/([a-zA-Z][\w-]*)/y,De=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,mt=/^[A-Z][A-Z0-9_-]*$/,H=/([^{}\n\r]+)/y,kt=/([^\\"\n\r]*)/y,Pe=/\\([\\"])/y,xe=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,yt=/^\n+/,Te=/ +$/,ft=/ *\r?\n/g,bt=/( *)$/,vt=/{\s*/y,Ae=/\s*}/y,wt=/\[\s*/y,_t=/\s*] */y,jt=/\s*\(\s*/y,St=/\s*->\s*/y,Et=/\s*:\s*/y,Dt=/\s*,?\s*/y,Pt=/\s+/y,K=class{constructor(e){this.body=[],ee.lastIndex=0;let a=0;for(;;){let o=ee.exec(e);if(o===null)break;a=ee.lastIndex;try{this.body.push(g(o[1]))}catch(l){if(l instanceof SyntaxError)continue;throw l}}function n(o){return o.lastIndex=a,o.test(e)}function s(o,l){if(e[a]===o)return a++,!0;if(l)throw new l(`Expected ${o}`);return!1}function i(o,l){if(n(o))return a=o.lastIndex,!0;if(l)throw new l(`Expected ${o.toString()}`);return!1}function r(o){o.lastIndex=a;let l=o.exec(e);if(l===null)throw new SyntaxError(`Expected ${o.toString()}`);return a=o.lastIndex,l}function c(o){return r(o)[1]}function g(o){let l=k(),m=h();if(l===null&&Object.keys(m).length===0)throw new SyntaxError("Expected message value or attributes");return{id:o,value:l,attributes:m}}function h(){let o=Object.create(null);for(;n(Ee);){let l=c(Ee),m=k();if(m===null)throw new SyntaxError("Expected attribute value");o[l]=m}return o}function k(){let o;if(n(H)&&(o=c(H)),e[a]==="{"||e[a]==="}")return A(o?[o]:[],1/0);let l=ue();return l?o?A([o,l],l.length):(l.value=Z(l.value,yt),A([l],l.length)):o?Z(o,Te):null}function A(o=[],l){for(;;){if(n(H)){o.push(c(H));continue}if(e[a]==="{"){o.push(oe());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let w=ue();if(w){o.push(w),l=Math.min(l,w.length);continue}break}let m=o.length-1,P=o[m];typeof P=="string"&&(o[m]=Z(P,Te));let C=[];for(let w of o)w instanceof B&&(w=w.value.slice(0,w.value.length-l)),w&&C.push(w);return C}function oe(){i(vt,SyntaxError);let o=re();if(i(Ae))return o;if(i(St)){let l=Ye();return i(Ae,SyntaxError),{type:"select",selector:o,...l}}throw new SyntaxError("Unclosed placeable")}function re(){if(e[a]==="{")return oe();if(n(De)){let[,o,l,m=null]=r(De);if(o==="$")return{type:"var",name:l};if(i(jt)){let P=Ve();if(o==="-")return{type:"term",name:l,attr:m,args:P};if(mt.test(l))return{type:"func",name:l,args:P};throw new SyntaxError("Function names must be all upper-case")}return o==="-"?{type:"term",name:l,attr:m,args:[]}:{type:"mesg",name:l,attr:m}}return le()}function Ve(){let o=[];for(;;){switch(e[a]){case")":return a++,o;case void 0:throw new SyntaxError("Unclosed argument list")}o.push(Ze()),i(Dt)}}function Ze(){let o=re();return o.type!=="mesg"?o:i(Et)?{type:"narg",name:o.name,value:le()}:o}function Ye(){let o=[],l=0,m;for(;n(gt);){s("*")&&(m=l);let P=We(),C=k();if(C===null)throw new SyntaxError("Expected variant value");o[l++]={key:P,value:C}}if(l===0)return null;if(m===void 0)throw new SyntaxError("Expected default variant");return{variants:o,star:m}}function We(){i(wt,SyntaxError);let o;return n(te)?o=de():o={type:"str",value:c($t)},i(_t,SyntaxError),o}function le(){if(n(te))return de();if(e[a]==='"')return Xe();throw new SyntaxError("Invalid expression")}function de(){let[,o,l=""]=r(te),m=l.length;return{type:"num",value:parseFloat(o),precision:m}}function Xe(){s('"',SyntaxError);let o="";for(;;){if(o+=c(kt),e[a]==="\\"){o+=et();continue}if(s('"'))return{type:"str",value:o};throw new SyntaxError("Unclosed string literal")}}function et(){if(n(Pe))return c(Pe);if(n(xe)){let[,o,l]=r(xe),m=parseInt(o||l,16);return m<=55295||57344<=m?String.fromCodePoint(m):"�"}throw new SyntaxError("Unknown escape sequence")}function ue(){let o=a;switch(i(Pt),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return ce(e.slice(o,a))}return e[a-1]===" "?ce(e.slice(o,a)):!1}function Z(o,l){return o.replace(l,"")}function ce(o){let l=o.replace(ft,`
`),m=bt.exec(o)[1].length;return new B(l,m)}}},B=class{constructor(e,a){this.value=e,this.length=a}};var J=["en","de","nl","nb","fi"],Ce=["heuristic","search","random","timeout"],b={deck:"french32"},E={seat:"ann","seat-you":"no"},ba={"page-language-name":{},"page-title":{},"page-setup-title":{},"page-your-name":{},"page-your-seat":{},"page-seat":{seat:2},"page-bot-random":{},"page-bot-heuristic":{},"page-bot-search":{},"page-bot-timeout":{},"page-max-deals":{},"page-seed":{},"page-start":{},"page-dealing":{},"page-table-title":{},"page-deal-title":{},"page-seats-title":{},"page-col-seat":{},"page-col-stack":{},"page-col-in-play":{},"page-chain-title":{},"page-controls-title":{},"page-waiting":{},"page-chips":{chips:3},"page-range":{min:1,max:40},"page-amount":{},"page-call":{chips:1},"page-lead-card":{},"page-lead-the":{"card-name":"queen of hearts"},card:{rank:12,suit:"H",...b},"page-card-name":{rank:12,suit:"H",...b},"page-to-act":E,"page-in-play":{status:"in",chips:2},"page-standings-after":{deals:2},"page-again":{},"page-board-field":{field:"A",chips:4},"label-you":{},"label-board":{},"label-deal":{deal:1},"label-dealer":{},"label-forehand":{},"label-upcard":{},"label-pay-suit":{},"label-your-hand":{},"label-best-group":{},"label-cards-held":{},"label-direction":{},"label-history":{},"label-standings":{},"label-players":{},"label-bots":{},"label-preset":{},"label-language":{},"phase-claims":{},"phase-pochen":{},"phase-discard":{},"phase-between_deals":{},"phase-match_over":{},"field-A":b,"field-K":b,"field-Q":b,"field-J":b,"field-T":b,"field-MAR":b,"field-SEQ":b,"field-POCH":b,"field-MID":b,"status-IN":{},"status-FOLDED":{},"status-ALL_IN":{},"status-OUT":{},"direction-up":{},"direction-down":{},"action-pass":E,"action-bet":{...E,amount:2},"action-call":E,"action-raise":{...E,amount:2},"action-fold":E,"action-lead":{...E,card:"Q♥",direction:"none"},"action-deal":E,"suit-name":{suit:"H",...b},"suit-symbol":{suit:"H"},group:{size:2,rank:12,...b},standing:{place:1,seat:"ann","seat-you":"no",chips:120,paid:"yes"}},va=[...["A","K","Q","J","T","MAR","SEQ","POCH","MID"].map(t=>[`field-${t}`,"title"]),...["pass","bet","call","raise","fold","lead","deal"].map(t=>[`action-${t}`,"label"])],F=class{constructor(e,a){this.locale=e;v(this,"bundle");v(this,"errors",[]);this.bundle=new z(e,{useIsolating:!1});for(let n of this.bundle.addResource(new K(a)))this.errors.push(String(n))}text(e,a={},n=[]){let s=this.bundle.getMessage(e);return s?.value?this.bundle.formatPattern(s.value,a,n):(n.push(new Error(`${this.locale}: no message ${e}`)),e)}attr(e,a,n={},s=[]){let i=this.bundle.getMessage(e)?.attributes[a];return i?this.bundle.formatPattern(i,n,s):(s.push(new Error(`${this.locale}: no attribute ${e}.${a}`)),e)}};var Re=`### Poch Engine: die Sätze der Ereignisse und Aktionen und die Wörter des Tisches, auf Deutsch.
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
page-seed = Seed (64 Hexziffern; leer: der Server zieht einen)
page-start = Partie beginnen
page-dealing = Es wird gegeben …
page-table-title = Der Tisch
page-deal-title = Das Spiel
page-seats-title = Die Plätze
page-col-seat = Platz
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
page-range = { $min } bis { $max } Chips
page-amount = Chips
page-call = { action-call.label } ({ page-chips })
page-lead-card = Eine Karte ausspielen
page-lead-the = { $card-name } ausspielen
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
page-board-field = { $field }: { page-chips }

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
rejection-deck_order_not_allowed = Diese Partie mischt aus ihrem Seed; sie nimmt keine Kartenfolge an.
rejection-deck_order_required = Diese Partie gibt aus vorgegebenen Kartenfolgen, und für dieses Spiel ist keine mehr übrig.
rejection-invalid_deck_order = Diese Kartenfolge ist kein vollständiges Kartenspiel dieser Partie.

## Der Bildschirm von \`poch play\`.

play-prompt = Deine Aktion
play-help = Gib eine Aktion ein: pass (passen), bet N (pochen), call (halten), raise N (nachpochen), fold (aussteigen), lead KARTE (ausspielen, z. B. QH für die Herz-Dame; beim ersten Ausspielen, wenn der Ausspieler wählt, dazu up oder down), deal (geben). Oder: history (das ganze Spiel bisher), help, quit.
play-not-an-action = „{ $input }“ ist keine Aktion.
play-refused = Nicht erlaubt: { $why }
play-you-may = Du kannst: { $choices }
play-history = Spiel { $deal } bisher:
play-left =
    Du verlässt die Partie nach { $deals ->
        [one] { $deals } Spiel.
       *[other] { $deals } Spielen.
    } Der Stand bisher:
`;var Le=`### Poch Engine: the sentences of events and actions, and the table's words, in English.
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
page-col-seat = Seat
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
page-range = { $min } to { $max } chips
page-amount = Chips
page-call = { action-call.label } ({ page-chips })
page-lead-card = Lead a card
page-lead-the = Lead the { $card-name }
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
page-board-field = { $field }: { page-chips }

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
play-left =
    You leave after { $deals ->
        [one] { $deals } deal.
       *[other] { $deals } deals.
    } The standings so far:
`;var ze=`### Poch Engine: tapahtumien ja siirtojen lauseet sekä pöydän sanat suomeksi.
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
page-col-seat = Paikka
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
page-range = { $min }–{ $max } pelimerkkiä
page-amount = Pelimerkit
page-call = { action-call.label } ({ page-chips })
page-lead-card = Pelaa kortti
page-lead-the = Pelaa { $card-name }
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
page-board-field = { $field }: { page-chips }

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
play-left = Lähdet pelistä { $deals } jaon jälkeen. Tilanne tähän asti:
`;var Ke=`### Poch Engine: setningene for hendelser og trekk, og ordene ved bordet, på norsk bokmål.
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
page-col-seat = Plass
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
page-range = { $min } til { $max } brikker
page-amount = Brikker
page-call = { action-call.label } ({ page-chips })
page-lead-card = Legg ut et kort
page-lead-the = Legg ut { $card-name }
page-card-name = { suit-name } { rank-name }
page-to-act =
    { $seat-you ->
        [yes] din tur
       *[no] { $seat } sin tur
    }
page-in-play = { $status }, { page-chips } satset
page-standings-after = Stilling etter { $deals } giv
page-again = En ny match
page-board-field = { $field }: { page-chips }

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
play-left = Du forlater matchen etter { $deals } giv. Stillingen så langt:
`;var Me=`### Poch Engine: de zinnen van gebeurtenissen en acties en de woorden van de tafel, in het Nederlands.
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
page-col-seat = Plaats
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
page-range = { $min } tot { $max } fiches
page-amount = Fiches
page-call = { action-call.label } ({ page-chips })
page-lead-card = Kom uit met een kaart
page-lead-the = Kom uit met { $card-name }
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
page-board-field = { $field }: { page-chips }

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
play-left =
    Je verlaat het spel na { $deals ->
        [one] { $deals } gift.
       *[other] { $deals } giften.
    } De stand tot nu toe:
`;var Lt={en:Le,de:Re,nl:Me,nb:Ke,fi:ze},Oe=new Map;function ae(t){let e=Oe.get(t);return e||(e=new F(t,Lt[t]),Oe.set(t,e)),e}var Ne=["ann","bob","cy","di","ed","flo","gus","hal"],zt=["A","K","Q","J","T","MAR","SEQ","POCH","MID"],Kt=["A","K","Q","J","MAR","POCH","MID"],Mt="CSHD",Ot="23456789TJQKA",He={T:10,J:11,Q:12,K:13,A:14},Nt=new Set(["passed","bet_placed","called","raised","folded","card_played","timed_out"]),O=new I(window.location.origin),y=null,S="en";function d(t,...e){return ae(S).text(t,e[0]??{})}function M(t,e,a={}){return ae(S).attr(t,e,a)}function p(t,e={},...a){let n=Object.assign(document.createElement(t),e);return n.append(...a),n}function u(t){let e=document.getElementById(t);if(!e)throw new Error(`no #${t}`);return e}function D(t,e=!1){let a=u("status");a.textContent=t,a.className=e?"error":""}function ne(t){return t instanceof R?`${t.code??t.status}: ${t.problem?.detail??t.message}`:String(t)}function N(t){return t?.rules.deck??"french32"}function Q(t,e){let a=t[0]??"";return{rank:He[a]??Number(a),suit:t[1]??"",deck:e}}function V(t,e,a="span"){let n=document.createElement(a);return n.className=`card${t[1]==="H"||t[1]==="D"?" red":""}`,n.textContent=d("card",Q(t,e)),n.setAttribute("aria-label",d("page-card-name",Q(t,e))),n.dataset.card=t,n}function Be(t){let e=a=>Mt.indexOf(a[1]??"")*16+Ot.indexOf(a[0]??"");return[...t].sort((a,n)=>e(a)-e(n))}function T(t,e){return t.players[e]??String(e)}function Fe(t,e){return(t.bots??[]).find(a=>a.seat===e)?.kind??null}function Je(){document.documentElement.lang=S,document.title=d("page-title");for(let e of Array.from(document.querySelectorAll("[data-l10n]")))e.textContent=d(e.dataset.l10n);let t=u("locale");if(t.options.length===0)for(let e of J)t.append(p("option",{value:e,lang:e,textContent:ae(e).text("page-language-name")}));t.value=S}function It(t){S=J.includes(t)?t:"en",Je(),q(),se()}var Ie=new Map;async function Ut(){let t=u("preset"),{presets:e}=await O.presets();Ie=new Map(e.map(n=>[n.name,`${n.description} (${n.rules.deck})`]));for(let n of e)t.append(p("option",{value:n.name,textContent:n.name}));let a=()=>{u("preset-description").textContent=Ie.get(t.value)??""};t.addEventListener("change",a),a()}function Ge(){let t=Math.trunc(Number(u("players").value));return Number.isFinite(t)?Math.min(8,Math.max(3,t)):4}function q(){let t=Ge(),e=u("your-seat"),a=Math.min(Number(e.value||0),t-1);e.replaceChildren(...Array.from({length:t},(i,r)=>p("option",{value:String(r),textContent:d("page-seat",{seat:r+1})}))),e.value=String(a);let n=u("bot-seats"),s=new Map;for(let i of Array.from(n.querySelectorAll("select")))s.set(i.id,i.value);n.replaceChildren(...Array.from({length:t},(i,r)=>r).filter(i=>i!==a).map(i=>{let r=`bot-${i}`,c=p("select",{id:r,name:r},...Ce.map(g=>p("option",{value:g,textContent:d(`page-bot-${g}`)})));return c.value=s.get(r)??"heuristic",p("div",{className:"row"},p("label",{htmlFor:r,textContent:d("page-seat",{seat:i+1})}),c)}))}async function Ht(t){t.preventDefault();let e=Ge(),a=Number(u("your-seat").value),n=Ne.slice(0,e),s=u("your-name").value.trim();if(s!==""){let h=n.indexOf(s);h>=0&&(n[h]=Ne.find(k=>!n.includes(k))??`${s}-${h}`),n[a]=s}let i=[];for(let h=0;h<e;h++){if(h===a)continue;let k=document.getElementById(`bot-${h}`)?.value??"heuristic";i.push({seat:h,kind:k})}let r=u("max-deals").value.trim(),c=u("seed").value.trim().toLowerCase(),g={preset:u("preset").value,players:n,bots:i,state_form:"sealed",locale:S,answer_as_seat:a};r!==""&&(g.rules={max_deals:Number(r)}),c!==""&&(g.deal_source={seeded:{seed:c}}),D(d("page-dealing")),document.body.dataset.busy="true";try{let h=await O.newGame(g),k=h.seat_ticket??void 0,A=await O.view({state:h.state,seat:a,ticket:k});y={state:h.state,ticket:k,seat:a,view:A},u("log").replaceChildren(),Qe(h.events),u("setup").hidden=!0,u("table").hidden=!1,se(),D(""),qe()}catch(h){D(ne(h),!0)}finally{document.body.dataset.busy="false"}}async function ie(t){if(!y)return;let e=y.seat;D("…"),document.body.dataset.busy="true";try{let a=y.ticket,n=await O.apply({state:y.state,seat:e,action:t,locale:S,ticket:a}),s=await O.view({state:n.state,seat:e,ticket:a});y={...y,state:n.state,view:s},Qe(n.events),se(),D(""),qe()}catch(a){D(ne(a),!0)}finally{document.body.dataset.busy="false"}}function qe(){let t=u("controls").querySelector("button, input");t?t.focus():u("again").hidden||u("again").focus()}function Bt(t,e){let a=t.visibility;return a==="public"||typeof a=="object"&&a!==null&&"private_to"in a&&a.private_to===e}function Qe(t){if(!y)return;let e=u("log");for(let a of t){if(!Bt(a,y.seat))continue;if(a.kind.type==="deal_started"){let s=p("li",{className:"deal",textContent:d("label-deal",{deal:a.kind.deal})});s.dataset.deal=String(a.kind.deal),e.append(s)}let n=p("li",{textContent:a.text??a.kind.type});n.dataset.event=a.kind.type,"seat"in a.kind&&typeof a.kind.seat=="number"&&(n.dataset.seat=String(a.kind.seat),Nt.has(a.kind.type)&&Fe(y.view,a.kind.seat)&&n.classList.add("bot")),e.append(n)}e.scrollTop=e.scrollHeight}function se(){if(!y)return;let{view:t,seat:e}=y,a=u("table");a.dataset.seat=String(e),a.dataset.phase=t.phase,a.dataset.locale=S,Ft(t),Jt(t),Gt(t),qt(t),Qt(t),Vt(t),Zt(t)}function Ft(t){let e=t.deal,a=d(`phase-${t.phase}`),n=[];if(e&&(n.push(d("label-deal",{deal:e.number})),n.push(`${d("label-dealer")}: ${T(t,e.dealer)}`),n.push(`${d("label-forehand")}: ${T(t,e.forehand)}`)),n.push(a),t.to_act!==null&&t.to_act!==void 0&&t.phase!=="match_over"){let i=t.to_act;n.push(d("page-to-act",{seat:T(t,i),"seat-you":i===y?.seat?"yes":"no"}))}u("deal-line").textContent=n.join(" · ");let s=u("upcard-line");if(s.replaceChildren(),e){let i=N(t);s.append(`${d("label-upcard")}: `,V(e.upcard,i),` · ${d("label-pay-suit")}: ${d("suit-symbol",{suit:e.pay_suit})} ${d("suit-name",{suit:e.pay_suit,deck:i})}`)}}function Jt(t){let e=t.rules.board_fields==="dreier7"?Kt:zt,a=N(t);u("board").replaceChildren(...e.map(n=>{let s=t.board[n]??0,i=d(`field-${n}`,{deck:a}),r=p("li",{title:M(`field-${n}`,"title",{deck:a})},p("span",{className:"field",textContent:i}),p("span",{className:"chips",textContent:String(s)}));return r.dataset.field=n,r.setAttribute("aria-label",d("page-board-field",{field:i,chips:s})),r}))}function Gt(t){let e=u("seats").querySelector("tbody");if(!e)return;let a=t.deal,n=a?.pochen;e.replaceChildren(...t.players.map((s,i)=>{let r=Fe(t,i),c=[y?.seat===i?d("label-you"):"",r?d(`page-bot-${r}`):"",a?.dealer===i?d("label-dealer"):""].filter(k=>k!==""),g="";if(n&&t.phase==="pochen"){let k=n.statuses[i];g=d("page-in-play",{status:k?d(`status-${k}`):"",chips:n.contributions[i]??0})}let h=p("tr",{className:t.to_act===i?"to-act":""},p("th",{scope:"row"},s,...c.length>0?[p("span",{className:"marks",textContent:c.join(", ")})]:[]),p("td",{textContent:String(t.stacks[i]??0)}),p("td",{textContent:String(a?.hand_sizes[i]??0)}),p("td",{textContent:g}));return h.dataset.seat=String(i),h.dataset.stack=String(t.stacks[i]??0),r&&(h.dataset.bot=r),h}))}function qt(t){let e=N(t),a=Be(t.deal?.hand??[]);u("hand").replaceChildren(...a.map(s=>p("li",{},V(s,e))));let n=t.deal?.best_group;u("best-group").textContent=n?`${d("label-best-group")}: ${d("group",{size:n.size,rank:He[n.rank]??Number(n.rank),deck:e})}`:""}function Qt(t){let e=t.deal?.discard,a=u("chain-section");if(a.hidden=!e,!e)return;let n=N(t),s=e.chain_starts[e.chain_starts.length-1]??0;u("chain").replaceChildren(...e.plays.slice(s).map(r=>{let c=V(r.card,n);return c.append(p("span",{className:"who",textContent:T(t,r.seat)})),c.setAttribute("aria-label",`${d("page-card-name",Q(r.card,n))}: ${T(t,r.seat)}`),p("li",{},c)}));let i=e.direction?` (${d(`direction-${e.direction}`)})`:"";u("chain-title").textContent=`${d("page-chain-title")}${i}`}function Ue(t,e,a){let n=M(`action-${t}`,"label"),s=d("page-range",{min:e.min,max:e.max}),i=p("input",{type:"number",id:t,min:String(e.min),max:String(e.max),value:String(e.min),required:!0}),r=p("button",{type:"submit",textContent:n});r.dataset.action=t;let c=p("form",{},p("fieldset",{},p("legend",{textContent:`${n}: ${s}`}),p("label",{htmlFor:t,textContent:`${d("page-amount")} `}),i,r));return c.addEventListener("submit",g=>{g.preventDefault();let h=Number(i.value);if(!Number.isInteger(h)||h<e.min||h>e.max){D(`${n}: ${s}`,!0),i.focus();return}ie(a(h))}),c}function G(t,e,a){let n=p("button",{type:"button",textContent:t});return n.dataset.action=e,n.addEventListener("click",()=>{ie(a)}),n}function Vt(t){let e=u("controls");e.replaceChildren();let a=t.legal;if(!a||t.to_act!==y?.seat){t.phase!=="match_over"&&e.append(p("p",{textContent:d("page-waiting")}));return}let n=p("div",{className:"buttons"});if(a.pass_turn&&n.append(G(M("action-pass","label"),"pass",pe())),a.call!==null&&a.call!==void 0&&n.append(G(d("page-call",{chips:a.call}),"call",ge())),a.fold&&n.append(G(M("action-fold","label"),"fold",me())),a.deal&&!a.deck_required&&n.append(G(M("action-deal","label"),"deal",ye())),n.childElementCount>0&&e.append(n),a.bet&&e.append(Ue("bet",a.bet,he)),a.raise_bet&&e.append(Ue("raise",a.raise_bet,$e)),a.lead.length>0){let s=N(t),i=p("fieldset",{},p("legend",{textContent:d("page-lead-card")})),r=a.directions[0];if(a.directions.length>0){let c=p("div",{role:"radiogroup"});c.setAttribute("aria-label",d("label-direction"));for(let g of a.directions){let h=`direction-${g}`,k=p("input",{type:"radio",name:"direction",id:h,value:g,checked:g===r});k.addEventListener("change",()=>r=g),c.append(k,p("label",{htmlFor:h,textContent:`${d(`direction-${g}`)} `}))}i.append(p("p",{className:"hint",textContent:`${d("label-direction")}:`}),c)}for(let c of Be(a.lead)){let g=V(c,s,"button");g.setAttribute("aria-label",d("page-lead-the",{"card-name":d("page-card-name",Q(c,s))})),g.dataset.action="lead",g.addEventListener("click",()=>{ie(ke(c,a.directions.length>0?r:void 0))}),i.append(g)}e.append(i)}}function Zt(t){let e=u("standings"),a=t.match_end;u("again").hidden=!a;let n=(i,r,c,g)=>{let h=p("li",{textContent:d("standing",{place:r,seat:T(t,i),"seat-you":i===y?.seat?"yes":"no",chips:c,paid:g?"yes":"no"})});return h.dataset.seat=String(i),h.dataset.stack=String(c),h};if(a){u("standings-title").textContent=d("page-standings-after",{deals:a.deals_played}),e.replaceChildren(...a.standings.map(i=>n(i.seat,i.place,i.stack,i.could_pay)));return}u("standings-title").textContent=d("label-standings");let s=t.players.map((i,r)=>r).sort((i,r)=>(t.stacks[r]??0)-(t.stacks[i]??0));e.replaceChildren(...s.map((i,r)=>n(i,r+1,t.stacks[i]??0,!0)))}function Yt(){let t=new URLSearchParams(window.location.search).get("lang")??navigator.language.slice(0,2);S=J.includes(t)?t:"en",Je(),q(),u("locale").addEventListener("change",e=>It(e.target.value)),u("players").addEventListener("input",q),u("your-seat").addEventListener("change",q),u("setup").addEventListener("submit",e=>{Ht(e)}),u("again").addEventListener("click",()=>{y=null,u("table").hidden=!0,u("setup").hidden=!1,u("start").focus()}),Ut().catch(e=>D(ne(e),!0))}Yt();
