var yt=Object.defineProperty;var bt=(t,e,a)=>e in t?yt(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var j=(t,e,a)=>bt(t,typeof e!="symbol"?e+"":e,a);var L=class extends Error{constructor(a,n,i){super(n?`${n.code} (${a}): ${n.detail}`:`HTTP ${a}: ${i.slice(0,200)}`);j(this,"code");j(this,"status");j(this,"problem");this.name="PochError",this.code=n?.code??null,this.status=a,this.problem=n}};function vt(t){return typeof t=="object"&&t!==null&&typeof t.code=="string"}var J=class{constructor(e,a={}){j(this,"baseUrl");j(this,"fetchImpl");j(this,"headers");j(this,"timeoutMs");this.baseUrl=e.replace(/\/+$/,""),this.fetchImpl=a.fetch??globalThis.fetch.bind(globalThis),this.headers=a.headers??{},this.timeoutMs=a.timeoutMs??1e4}post(e,a){return this.send(e,{method:"POST",headers:{...this.headers,"content-type":"application/json"},body:JSON.stringify(a)})}get(e){return this.send(e,{method:"GET",headers:this.headers})}async send(e,a){let n=this.timeoutMs>0?AbortSignal.timeout(this.timeoutMs):void 0,i=await this.fetchImpl(`${this.baseUrl}${e}`,{...a,signal:n}),s=await i.text(),r=(i.headers.get("content-type")??"").includes("json");if(!i.ok){let c=null;if(r)try{let u=JSON.parse(s);c=vt(u)?u:null}catch{c=null}throw new L(i.status,c,s)}return r?JSON.parse(s):s}newGame(e){return this.post("/v1/games",e)}apply(e){return this.post("/v1/games/apply",e)}async legalActions(e){return(await this.post("/v1/games/legal-actions",e)).legal}legalActionIds(e){return this.post("/v1/games/legal-actions",{...e,include_action_ids:!0})}async view(e){return(await this.post("/v1/games/view",e)).view}validate(e){return this.post("/v1/games/validate",e)}replay(e){return this.post("/v1/games/replay",e)}presets(){return this.get("/v1/rules/presets")}commitServerSeed(e={}){return this.post("/v1/games/commitments",e)}verifyDeal(e){return this.post("/v1/deals/verify",e)}};var Ee=()=>({type:"pass_turn"}),xe=t=>({type:"bet",amount:t}),De=()=>({type:"call"}),Pe=t=>({type:"raise_bet",amount:t}),Te=()=>({type:"fold"}),Ae=(t,e)=>e===void 0?{type:"lead",card:t}:{type:"lead",card:t,direction:e},ze=t=>t===void 0?{type:"deal"}:{type:"deal",deck:t};var _=class{constructor(e){this.value=e}valueOf(){return this.value}},f=class extends _{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},v=class extends _{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},E=class t extends _{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof _)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof _&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Ce=100,jt="⁨",St="⁩";function _t(t,e,a){if(a===e||a instanceof v&&e instanceof v&&a.value===e.value)return!0;if(e instanceof v&&typeof a=="string"){let n=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===n)return!0}return!1}function Re(t,e,a){return e[a]?z(t,e[a].value):(t.reportError(new RangeError("No default")),new f)}function de(t,e){let a=[],n=Object.create(null);for(let i of e)i.type==="narg"?n[i.name]=H(t,i.value):a.push(H(t,i));return{positional:a,named:n}}function H(t,e){switch(e.type){case"str":return e.value;case"num":return new v(e.value,{minimumFractionDigits:e.precision});case"var":return Et(t,e);case"mesg":return xt(t,e);case"term":return Dt(t,e);case"func":return Pt(t,e);case"select":return Tt(t,e);default:return new f}}function Et(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new f(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new f(`$${e}`);if(a instanceof _)return a;switch(typeof a){case"string":return a;case"number":return new v(a);case"object":if(E.supportsValue(a))return new E(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new f(`$${e}`)}}function xt(t,{name:e,attr:a}){let n=t.bundle._messages.get(e);if(!n)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new f(e);if(a){let i=n.attributes[a];return i?z(t,i):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new f(`${e}.${a}`))}return n.value?z(t,n.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new f(e))}function Dt(t,{name:e,attr:a,args:n}){let i=`-${e}`,s=t.bundle._terms.get(i);if(!s)return t.reportError(new ReferenceError(`Unknown term: ${i}`)),new f(i);if(a){let c=s.attributes[a];if(c){t.params=de(t,n).named;let u=z(t,c);return t.params=null,u}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new f(`${i}.${a}`)}t.params=de(t,n).named;let r=z(t,s.value);return t.params=null,r}function Pt(t,{name:e,args:a}){let n=t.bundle._functions[e];if(!n)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new f(`${e}()`);if(typeof n!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new f(`${e}()`);try{let i=de(t,a);return n(i.positional,i.named)}catch(i){return t.reportError(i),new f(`${e}()`)}}function Tt(t,{selector:e,variants:a,star:n}){let i=H(t,e);if(i instanceof f)return Re(t,a,n);for(let s of a){let r=H(t,s.key);if(_t(t,i,r))return z(t,s.value)}return Re(t,a,n)}function pe(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new f;t.dirty.add(e);let a=[],n=t.bundle._useIsolating&&e.length>1;for(let i of e){if(typeof i=="string"){a.push(t.bundle._transform(i));continue}if(t.placeables++,t.placeables>Ce)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${Ce}`);n&&a.push(jt),a.push(H(t,i).toString(t)),n&&a.push(St)}return t.dirty.delete(e),a.join("")}function z(t,e){return typeof e=="string"?t.bundle._transform(e):pe(t,e)}var G=class{constructor(e,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let i=JSON.stringify(a);return n[i]||(n[i]=new e(this.bundle.locales,a)),n[i]}};function ce(t,e){let a=Object.create(null);for(let[n,i]of Object.entries(t))e.includes(n)&&(a[n]=i.valueOf());return a}var Ne=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Ke(t,e){let a=t[0];if(a instanceof f)return new f(`NUMBER(${a.valueOf()})`);if(a instanceof v)return new v(a.valueOf(),{...a.opts,...ce(e,Ne)});if(a instanceof E)return new v(a.toNumber(),{...ce(e,Ne)});throw new TypeError("Invalid argument to NUMBER")}var At=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Me(t,e){let a=t[0];if(a instanceof f)return new f(`DATETIME(${a.valueOf()})`);if(a instanceof E||a instanceof v)return new E(a,ce(e,At));throw new TypeError("Invalid argument to DATETIME")}var Le=new Map;function He(t){let e=Array.isArray(t)?t.join(" "):t,a=Le.get(e);return a===void 0&&(a=new Map,Le.set(e,a)),a}var O=class{constructor(e,{functions:a,useIsolating:n=!0,transform:i=s=>s}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Ke,DATETIME:Me,...a},this._useIsolating=n,this._transform=i,this._intls=He(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let n=[];for(let i=0;i<e.body.length;i++){let s=e.body[i];if(s.id.startsWith("-")){if(a===!1&&this._terms.has(s.id)){n.push(new Error(`Attempt to override an existing term: "${s.id}"`));continue}this._terms.set(s.id,s)}else{if(a===!1&&this._messages.has(s.id)){n.push(new Error(`Attempt to override an existing message: "${s.id}"`));continue}this._messages.set(s.id,s)}}return n}formatPattern(e,a=null,n=null){if(typeof e=="string")return this._transform(e);let i=new G(this,n,a);try{return pe(i,e).toString(i)}catch(s){if(i.errors&&s instanceof Error)return i.errors.push(s),new f().toString(i);throw s}}};var ue=/^(-?[a-zA-Z][\w-]*) *= */gm,Oe=/\.([a-zA-Z][\w-]*) *= */y,zt=/\*?\[/y,he=/(-?[0-9]+(?:\.([0-9]+))?)/y,Ct=/([a-zA-Z][\w-]*)/y,Ie=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Rt=/^[A-Z][A-Z0-9_-]*$/,V=/([^{}\n\r]+)/y,Nt=/([^\\"\n\r]*)/y,Ue=/\\([\\"])/y,Be=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Kt=/^\n+/,Fe=/ +$/,Mt=/ *\r?\n/g,Lt=/( *)$/,Ht=/{\s*/y,Je=/\s*}/y,Ot=/\[\s*/y,It=/\s*] */y,Ut=/\s*\(\s*/y,Bt=/\s*->\s*/y,Ft=/\s*:\s*/y,Jt=/\s*,?\s*/y,Gt=/\s+/y,I=class{constructor(e){this.body=[],ue.lastIndex=0;let a=0;for(;;){let d=ue.exec(e);if(d===null)break;a=ue.lastIndex;try{this.body.push(u(d[1]))}catch(m){if(m instanceof SyntaxError)continue;throw m}}function n(d){return d.lastIndex=a,d.test(e)}function i(d,m){if(e[a]===d)return a++,!0;if(m)throw new m(`Expected ${d}`);return!1}function s(d,m){if(n(d))return a=d.lastIndex,!0;if(m)throw new m(`Expected ${d.toString()}`);return!1}function r(d){d.lastIndex=a;let m=d.exec(e);if(m===null)throw new SyntaxError(`Expected ${d.toString()}`);return a=d.lastIndex,m}function c(d){return r(d)[1]}function u(d){let m=k(),$=g();if(m===null&&Object.keys($).length===0)throw new SyntaxError("Expected message value or attributes");return{id:d,value:m,attributes:$}}function g(){let d=Object.create(null);for(;n(Oe);){let m=c(Oe),$=k();if($===null)throw new SyntaxError("Expected attribute value");d[m]=$}return d}function k(){let d;if(n(V)&&(d=c(V)),e[a]==="{"||e[a]==="}")return y(d?[d]:[],1/0);let m=Se();return m?d?y([d,m],m.length):(m.value=le(m.value,Kt),y([m],m.length)):d?le(d,Fe):null}function y(d=[],m){for(;;){if(n(V)){d.push(c(V));continue}if(e[a]==="{"){d.push(b());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let S=Se();if(S){d.push(S),m=Math.min(m,S.length);continue}break}let $=d.length-1,T=d[$];typeof T=="string"&&(d[$]=le(T,Fe));let M=[];for(let S of d)S instanceof q&&(S=S.value.slice(0,S.value.length-m)),S&&M.push(S);return M}function b(){s(Ht,SyntaxError);let d=F();if(s(Je))return d;if(s(Bt)){let m=mt();return s(Je,SyntaxError),{type:"select",selector:d,...m}}throw new SyntaxError("Unclosed placeable")}function F(){if(e[a]==="{")return b();if(n(Ie)){let[,d,m,$=null]=r(Ie);if(d==="$")return{type:"var",name:m};if(s(Ut)){let T=ht();if(d==="-")return{type:"term",name:m,attr:$,args:T};if(Rt.test(m))return{type:"func",name:m,args:T};throw new SyntaxError("Function names must be all upper-case")}return d==="-"?{type:"term",name:m,attr:$,args:[]}:{type:"mesg",name:m,attr:$}}return we()}function ht(){let d=[];for(;;){switch(e[a]){case")":return a++,d;case void 0:throw new SyntaxError("Unclosed argument list")}d.push(gt()),s(Jt)}}function gt(){let d=F();return d.type!=="mesg"?d:s(Ft)?{type:"narg",name:d.name,value:we()}:d}function mt(){let d=[],m=0,$;for(;n(zt);){i("*")&&($=m);let T=kt(),M=k();if(M===null)throw new SyntaxError("Expected variant value");d[m++]={key:T,value:M}}if(m===0)return null;if($===void 0)throw new SyntaxError("Expected default variant");return{variants:d,star:$}}function kt(){s(Ot,SyntaxError);let d;return n(he)?d=je():d={type:"str",value:c(Ct)},s(It,SyntaxError),d}function we(){if(n(he))return je();if(e[a]==='"')return ft();throw new SyntaxError("Invalid expression")}function je(){let[,d,m=""]=r(he),$=m.length;return{type:"num",value:parseFloat(d),precision:$}}function ft(){i('"',SyntaxError);let d="";for(;;){if(d+=c(Nt),e[a]==="\\"){d+=$t();continue}if(i('"'))return{type:"str",value:d};throw new SyntaxError("Unclosed string literal")}}function $t(){if(n(Ue))return c(Ue);if(n(Be)){let[,d,m]=r(Be),$=parseInt(d||m,16);return $<=55295||57344<=$?String.fromCodePoint($):"�"}throw new SyntaxError("Unknown escape sequence")}function Se(){let d=a;switch(s(Gt),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return _e(e.slice(d,a))}return e[a-1]===" "?_e(e.slice(d,a)):!1}function le(d,m){return d.replace(m,"")}function _e(d){let m=d.replace(Mt,`
`),$=Lt.exec(d)[1].length;return new q(m,$)}}},q=class{constructor(e,a){this.value=e,this.length=a}};var Q=["en","de","nl","nb","fi"],Ge=["heuristic","search","random","timeout"],ge=["slow","normal","fast","fastest"],w={deck:"french32"},D={seat:"ann","seat-you":"no"},Ba={"page-language-name":{},"page-title":{},"page-setup-title":{},"page-your-name":{},"page-your-seat":{},"page-seat":{seat:2},"page-bot-random":{},"page-bot-heuristic":{},"page-bot-search":{},"page-bot-timeout":{},"page-max-deals":{},"page-seed":{},"page-start":{},"page-dealing":{},"page-table-title":{},"page-deal-title":{},"page-seats-title":{},"page-col-seat":{},"page-col-stack":{},"page-col-in-play":{},"page-chain-title":{},"page-controls-title":{},"page-waiting":{},"page-chips":{chips:3},"page-call":{chips:1},"page-lead-card":{},"page-lead-the":{card:"Q♥","card-name":"queen of hearts"},card:{rank:12,suit:"H",...w},"page-card-name":{rank:12,suit:"H",...w},"page-to-act":D,"page-in-play":{status:"in",chips:2},"page-standings-after":{deals:2},"page-again":{},"page-pace":{},"page-pace-slow":{},"page-pace-normal":{},"page-pace-fast":{},"page-pace-fastest":{},"page-skip":{},"page-continue":{},"page-moment-claims":{},"page-moment-pochen":{},"page-moment-settlement":{},"page-moment-match":{},"page-no-claims":{},"page-payments":{},"page-col-cards-left":{},"page-col-paid":{},"page-col-receives":{},"page-commitment":{},"page-deal-seed":{},"page-seed-later":{},"page-verify":{},"page-verifying":{},"page-verified":{},"page-not-verified":{why:"the seed does not match the commitment"},"page-verify-commitment":{},"page-verify-hand":{},"page-verify-upcard":{},"page-howto-title":{},"page-howto-deal":{},"page-howto-claims":{},"page-howto-pochen":{},"page-howto-discard":{},"page-howto-end":{},"page-howto-bets":{},"page-howto-table":{fields:"A, K, Q, J, T, MAR, SEQ, POCH, MID"},"page-rules-link":{},"page-terms":{},"page-explain-dealer":{},"page-explain-forehand":{},"page-explain-upcard":{},"page-explain-pay-suit":{},"page-explain-commitment":{},"page-explain-stack":{},"page-explain-cards-held":{},"page-explain-in-play":{},"page-explain-chain":{},"page-explain-pochen":{},"page-explain-high-stake":{},"page-bet-legend":{min:1,max:40},"page-bet-amount":{},"page-raise-legend":{min:1,max:40,high:3,from:4,to:43},"page-raise-amount":{},"label-you":{},"label-board":{},"label-deal":{deal:1},"label-dealer":{},"label-forehand":{},"label-upcard":{},"label-pay-suit":{},"label-your-hand":{},"label-best-group":{},"label-cards-held":{},"label-direction":{},"label-history":{},"label-standings":{},"label-high-stake":{},"label-players":{},"label-bots":{},"label-preset":{},"label-language":{},"phase-claims":{},"phase-pochen":{},"phase-discard":{},"phase-between_deals":{},"phase-match_over":{},"field-A":w,"field-K":w,"field-Q":w,"field-J":w,"field-T":w,"field-MAR":w,"field-SEQ":w,"field-POCH":w,"field-MID":w,"status-IN":{},"status-FOLDED":{},"status-ALL_IN":{},"status-OUT":{},"direction-up":{},"direction-down":{},"action-pass":D,"action-bet":{...D,amount:2},"action-call":D,"action-raise":{...D,amount:2},"action-fold":D,"action-lead":{...D,card:"Q♥",direction:"none"},"action-deal":D,"suit-name":{suit:"H",...w},"suit-symbol":{suit:"H"},group:{size:2,rank:12,...w},standing:{place:1,seat:"ann","seat-you":"no",chips:120,paid:"yes"}},Fa=[...["A","K","Q","J","T","MAR","SEQ","POCH","MID"].map(t=>[`field-${t}`,"title"]),...["pass","bet","call","raise","fold","lead","deal"].map(t=>[`action-${t}`,"label"])],Z=class{constructor(e,a){this.locale=e;j(this,"bundle");j(this,"errors",[]);this.bundle=new O(e,{useIsolating:!1});for(let n of this.bundle.addResource(new I(a)))this.errors.push(String(n))}text(e,a={},n=[]){let i=this.bundle.getMessage(e);return i?.value?this.bundle.formatPattern(i.value,a,n):(n.push(new Error(`${this.locale}: no message ${e}`)),e)}attr(e,a,n={},i=[]){let s=this.bundle.getMessage(e)?.attributes[a];return s?this.bundle.formatPattern(s,n,i):(i.push(new Error(`${this.locale}: no attribute ${e}.${a}`)),e)}};function me(t,e){let a=t.deal??null,n=t.players.length,i=a?.pochen??null,s=a?.discard??null,r=s?s.chain_starts[s.chain_starts.length-1]??0:0,c=a?{number:a.number,dealer:a.dealer,forehand:a.forehand,commitment:a.commitment??null,seed:a.deal_seed??null,upcard:a.upcard,paySuit:a.pay_suit,dealt:e?.deal?.number===a.number?e.deal.dealt:[...a.hand??[]]}:null;return{phase:t.phase,deal:c,stacks:[...t.stacks],board:{...t.board},hand:[...a?.hand??[]],handSizes:[...a?.hand_sizes??Array(n).fill(0)],statuses:t.phase==="pochen"&&i?[...i.statuses]:Array(n).fill(null),contributions:t.phase==="pochen"&&i?[...i.contributions]:Array(n).fill(0),chain:s?s.plays.slice(r).map(u=>({seat:u.seat,card:u.card})):[],direction:s?.direction??null,lastMove:e&&e.lastMove.length===n?[...e.lastMove]:Array(n).fill(null),acting:null}}function Y(t){let e=t.kind;return typeof e.seat=="number"?e.seat:null}function Ve(t,e,a){let n=e.kind,i=Y(e);switch(t.acting=i,i!==null&&e.text&&(t.lastMove[i]=e.text),n.type){case"deal_started":t.phase="claims",t.deal={number:n.deal,dealer:n.dealer,forehand:n.forehand,commitment:n.commitment??null,seed:null,upcard:null,paySuit:null,dealt:[]},t.hand=[],t.handSizes=t.handSizes.map(()=>0),t.chain=[],t.direction=null,t.lastMove=t.lastMove.map(()=>null),t.acting=n.dealer;break;case"ante_paid":t.stacks=[...n.stacks],t.board={...n.board};break;case"hand_dealt":n.seat===a&&(t.hand=[...n.cards],t.deal&&(t.deal.dealt=[...n.cards]));break;case"upcard_turned":t.deal&&(t.deal.upcard=n.upcard,t.deal.paySuit=n.pay_suit),t.handSizes=[...n.hand_sizes];break;case"field_claimed":t.board[n.field]=(t.board[n.field]??0)-n.chips,t.stacks[n.seat]=(t.stacks[n.seat]??0)+n.chips;break;case"pochen_started":t.phase="pochen",t.statuses=t.statuses.map((s,r)=>n.seats_in.includes(r)?"IN":"OUT"),t.contributions=t.contributions.map(()=>0);break;case"passed":n.out&&(t.statuses[n.seat]="OUT");break;case"bet_placed":case"called":case"raised":t.stacks[n.seat]=(t.stacks[n.seat]??0)-n.put,t.contributions[n.seat]=(t.contributions[n.seat]??0)+n.put,n.all_in&&(t.statuses[n.seat]="ALL_IN");break;case"folded":t.statuses[n.seat]="FOLDED";break;case"pochen_ended":t.stacks=[...n.stacks],t.board.POCH=n.poch_after,t.statuses=[...n.statuses],t.contributions=[...n.contributions];break;case"discard_started":t.phase="discard",t.statuses=t.statuses.map(()=>null),t.contributions=t.contributions.map(()=>0),t.chain=[],t.acting=n.leader;break;case"direction_chosen":t.direction=n.direction;break;case"card_played":n.led&&(t.chain=[]),t.chain.push({seat:n.seat,card:n.card}),t.handSizes[n.seat]=Math.max(0,(t.handSizes[n.seat]??0)-1),n.seat===a&&(t.hand=t.hand.filter(s=>s!==n.card));break;case"chain_stopped":t.acting=n.next_leader;break;case"deal_settled":t.acting=n.winner;break;case"deal_ended":t.phase="between_deals",t.stacks=[...n.stacks],t.board={...n.board},t.deal&&(t.deal.seed=n.deal_seed??null);break;case"match_ended":t.phase="match_over",t.acting=null;break;default:break}}function qe(t,e){let a=[];JSON.stringify(t.stacks)!==JSON.stringify(e.stacks)&&a.push(`stacks ${t.stacks} / ${e.stacks}`);for(let i of e.fields)(t.board[i]??0)!==(e.board[i]??0)&&a.push(`${i} ${t.board[i]} / ${e.board[i]}`);let n=[...e.deal?.hand??[]].sort().join(" ");return[...t.hand].sort().join(" ")!==n&&a.push(`hand ${t.hand} / ${n}`),JSON.stringify(t.handSizes)!==JSON.stringify(e.deal?.hand_sizes??t.handSizes)&&a.push(`hand sizes ${t.handSizes} / ${e.deal?.hand_sizes}`),a}var Ze=`### Poch Engine: die Sätze der Ereignisse und Aktionen und die Wörter des Tisches, auf Deutsch.
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
# Faire Spiele: die Festlegung vor den Karten, der Seed nach dem Spiel.
page-commitment = Festlegung
page-deal-seed = Seed des Spiels
page-seed-later = Der Seed des Spiels wird nach dem Spiel aufgedeckt; dann kann jeder prüfen, dass er zur Festlegung passt und genau diese Karten gibt.
page-verify = Dieses Spiel prüfen
page-verifying = Das Spiel wird geprüft …
page-verified = Geprüft: Der Seed passt zur Festlegung (SHA-256) und gibt deine Karten und die aufgeschlagene Karte so, wie sie gegeben wurden.
page-not-verified = Nicht bestätigt: { $why }.
page-verify-commitment = der SHA-256 des Seeds ist nicht die Festlegung
page-verify-hand = der Seed gibt dir andere Karten, als du bekommen hast
page-verify-upcard = der Seed schlägt eine andere Karte auf
# So wird gespielt, in Kürze.
page-howto-title = So wird gespielt
page-howto-deal = In jedem Spiel setzt zuerst jeder Spieler 1 Chip auf jedes Feld des Bretts (den Einsatz). Dann werden die Karten gegeben, und die letzte wird aufgeschlagen: Ihre Farbe ist die Trumpffarbe.
page-howto-claims = 1. Melden: Wer Ass, König, Dame, Bube oder Zehn der Trumpffarbe hält, zieht dieses Feld ein; König und Dame zusammen ziehen auch die Hochzeit ein, Sieben, Acht und Neun die Sequenz. Ein Feld, das niemand einzieht, behält seine Chips für das nächste Spiel.
page-howto-pochen = 2. Pochen: eine Runde von Einsätzen auf die beste Kombination (Paar, Drilling, Vierling). Die Vorhand, der Spieler nach dem Geber, beginnt. In den meisten Regelsätzen darf nur pochen, wer mindestens ein Paar hat. Du kannst passen, pochen, halten, nachpochen oder aussteigen; die beste Kombination gewinnt die Einsätze und das Feld Poch, und von zwei gleichen Paaren gewinnt das mit der Karte in Trumpffarbe.
page-howto-discard = 3. Ausspielen: Wer ausspielt, legt eine Karte; wer die nächsthöhere Karte derselben Farbe hat, muss sie legen, und so weiter, bis die Kette endet; dann spielt aus, wer zuletzt gelegt hat. Wer zuerst alle Karten los ist, gewinnt die Pinke und von jedem anderen Spieler einen Chip für jede Karte, die dieser noch hält.
page-howto-end = Die Partie endet, wenn ein Spieler den Einsatz nicht mehr zahlen kann, oder nach der zu Beginn festgelegten Zahl von Spielen. Wer die meisten Chips hat, gewinnt.
page-howto-bets = Beträge: Beim Pochen nennst du die Chips, die du setzt; beim Nachpochen die Chips, die du über den höchsten Einsatz hinaus dazulegst; Halten setzt, was dir bis zum höchsten Einsatz fehlt.
page-howto-table = Dieser Tisch spielt mit diesen Feldern: { $fields }. Sein Regelsatz kann einige Regeln ändern; seine Beschreibung sagt, welche.
page-rules-link = Die vollständigen Regeln (auf Englisch)
page-terms = Was die Wörter bedeuten
page-explain-dealer = gibt die Karten; nach jedem Spiel gibt der nächste Spieler.
page-explain-forehand = der Spieler nach dem Geber: Er beginnt beim Pochen und spielt zuerst aus, wenn niemand das Pochen gewonnen hat.
page-explain-upcard = die letzte Karte des Spiels, offen aufgeschlagen; sie gehört niemandem, und ihre Farbe ist die Trumpffarbe.
page-explain-pay-suit = die Farbe der aufgeschlagenen Karte: Ass, König, Dame, Bube und Zehn dieser Farbe ziehen die Felder des Bretts ein.
page-explain-commitment = der SHA-256-Hash des Seeds dieses Spiels, gezeigt vor den Karten: Der nach dem Spiel aufgedeckte Seed muss dazu passen, also standen die Karten fest, bevor jemand sie sah.
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
play-commitment = Spiel { $deal } wird aus einem vorab festgelegten Seed gegeben: seine Festlegung (SHA-256) ist { $commitment }.
play-seed = Der Seed von Spiel { $deal } ist aufgedeckt: { $seed }. Jeder kann ihn mit der Festlegung vergleichen und das Spiel nachgeben:
play-left =
    Du verlässt die Partie nach { $deals ->
        [one] { $deals } Spiel.
       *[other] { $deals } Spielen.
    } Der Stand bisher:
`;var Qe=`### Poch Engine: the sentences of events and actions, and the table's words, in English.
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
page-rules-link = The full rules (in English)
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
`;var Ye=`### Poch Engine: tapahtumien ja siirtojen lauseet sekä pöydän sanat suomeksi.
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
page-rules-link = Koko säännöt (englanniksi)
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
`;var We=`### Poch Engine: setningene for hendelser og trekk, og ordene ved bordet, på norsk bokmål.
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
page-rules-link = De fullstendige reglene (på engelsk)
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
`;var Xe=`### Poch Engine: de zinnen van gebeurtenissen en acties en de woorden van de tafel, in het Nederlands.
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
page-rules-link = De volledige regels (in het Engels)
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
`;var Wt={en:Qe,de:Ze,nl:Xe,nb:We,fi:Ye},et=new Map;function fe(t){let e=et.get(t);return e||(e=new Z(t,Wt[t]),et.set(t,e)),e}var tt=["ann","bob","cy","di","ed","flo","gus","hal"],Xt="CSHD",ea="23456789TJQKA",st={T:10,J:11,Q:12,K:13,A:14},ot=new Set(["passed","bet_placed","called","raised","folded","card_played","timed_out"]),ta={slow:1600,normal:900,fast:400,fastest:40},R=new J(window.location.origin),h=null,x="en",$e="normal",ne=!1,te=null;function o(t,...e){return fe(x).text(t,e[0]??{})}function U(t,e,a={}){return fe(x).attr(t,e,a)}function l(t,e={},...a){let n=Object.assign(document.createElement(t),e);return n.append(...a),n}function p(t){let e=document.getElementById(t);if(!e)throw new Error(`no #${t}`);return e}function P(t,e=!1){let a=p("status");a.textContent=t,a.className=e?"error":""}function A(t){document.body.dataset.busy=t?"true":"false"}function ie(t){return t instanceof L?`${t.code??t.status}: ${t.problem?.detail??t.message}`:String(t)}function K(t){return t?.rules.deck??"french32"}function B(t,e){let a=t[0]??"";return{rank:st[a]??Number(a),suit:t[1]??"",deck:e}}function se(t,e,a="span"){let n=document.createElement(a);return n.className=`card${t[1]==="H"||t[1]==="D"?" red":""}`,n.textContent=o("card",B(t,e)),a==="span"&&(n.setAttribute("role","img"),n.setAttribute("aria-label",o("page-card-name",B(t,e)))),n.dataset.card=t,n}function ae(t){let e=a=>Xt.indexOf(a[1]??"")*16+ea.indexOf(a[0]??"");return[...t].sort((a,n)=>e(a)-e(n))}function C(t,e){return t.players[e]??String(e)}function ye(t,e){return(t.bots??[]).find(a=>a.seat===e)?.kind??null}function oe(t){let e=l("dl");for(let[a,n]of t)e.append(l("dt",{textContent:a}),l("dd",{textContent:n}));return l("details",{className:"terms"},l("summary",{textContent:o("page-terms")}),e)}function N(t){let[e="",...a]=t.split(`
`),n=[l("span",{className:"line",textContent:e})];return a.length>0&&n.push(l("ul",{className:"details"},...a.map(i=>l("li",{textContent:i})))),n}function rt(){document.documentElement.lang=x,document.title=o("page-title");for(let a of Array.from(document.querySelectorAll("[data-l10n]")))a.textContent=o(a.dataset.l10n);let t=p("locale");if(t.options.length===0)for(let a of Q)t.append(l("option",{value:a,lang:a,textContent:fe(a).text("page-language-name")}));t.value=x;let e=p("pace");e.replaceChildren(...ge.map(a=>l("option",{value:a,textContent:o(`page-pace-${a}`)}))),e.value=$e,re()}function re(){let t=["page-howto-deal","page-howto-claims","page-howto-pochen","page-howto-discard","page-howto-end","page-howto-bets"],e=p("howto-body");e.replaceChildren(...t.map(i=>l("p",{textContent:o(i)})));let a=h?h.view.rules:null;if(h&&a){let i=h.view.fields.map(s=>o(`field-${s}`,{deck:K(h?.view??null)})).join(", ");e.append(l("p",{textContent:o("page-howto-table",{fields:i})}))}let n=l("a",{href:"/play/rules",textContent:o("page-rules-link")});n.setAttribute("hreflang","en"),e.append(l("p",{},n))}function aa(t){x=Q.includes(t)?t:"en",rt(),X(),ve(),te&&(p("moment-title").textContent=o(te),p("continue").textContent=o("page-continue"))}var at=new Map;async function na(){let t=p("preset"),{presets:e}=await R.presets();at=new Map(e.map(n=>[n.name,`${n.description} (${n.rules.deck})`]));for(let n of e)t.append(l("option",{value:n.name,textContent:n.name}));let a=()=>{p("preset-description").textContent=at.get(t.value)??""};t.addEventListener("change",a),a()}function lt(){let t=Math.trunc(Number(p("players").value));return Number.isFinite(t)?Math.min(8,Math.max(3,t)):4}function X(){let t=lt(),e=p("your-seat"),a=Math.min(Number(e.value||0),t-1);e.replaceChildren(...Array.from({length:t},(s,r)=>l("option",{value:String(r),textContent:o("page-seat",{seat:r+1})}))),e.value=String(a);let n=p("bot-seats"),i=new Map;for(let s of Array.from(n.querySelectorAll("select")))i.set(s.id,s.value);n.replaceChildren(...Array.from({length:t},(s,r)=>r).filter(s=>s!==a).map(s=>{let r=`bot-${s}`,c=l("select",{id:r,name:r},...Ge.map(u=>l("option",{value:u,textContent:o(`page-bot-${u}`)})));return c.value=i.get(r)??"heuristic",l("div",{className:"row"},l("label",{htmlFor:r,textContent:o("page-seat",{seat:s+1})}),c)}))}async function ia(t){t.preventDefault();let e=lt(),a=Number(p("your-seat").value),n=tt.slice(0,e),i=p("your-name").value.trim();if(i!==""){let g=n.indexOf(i);g>=0&&(n[g]=tt.find(k=>!n.includes(k))??`${i}-${g}`),n[a]=i}let s=[];for(let g=0;g<e;g++){if(g===a)continue;let k=document.getElementById(`bot-${g}`)?.value??"heuristic";s.push({seat:g,kind:k})}let r=p("max-deals").value.trim(),c=p("seed").value.trim().toLowerCase(),u={preset:p("preset").value,players:n,bots:s,state_form:"sealed",locale:x,answer_as_seat:a};r!==""&&(u.rules={max_deals:Number(r)}),c!==""&&(u.deal_source={seeded:{seed:c}}),P(o("page-dealing")),A(!0);try{let g=await R.newGame(u),k=g.seat_ticket??void 0,y=await R.view({state:g.state,seat:a,ticket:k}),b=me(y,null);b.deal=null,b.hand=[],h={state:g.state,ticket:k,seat:a,view:y,scene:b,unfolding:!0},p("log").replaceChildren(),p("history-count").textContent="0",p("setup").hidden=!0,p("table").hidden=!1,P(""),re(),await dt(g.events,y)}catch(g){P(ie(g),!0),A(!1)}}async function be(t){if(!h||h.unfolding)return;let e=h.seat;P("…"),A(!0);try{let a=h.ticket,n=await R.apply({state:h.state,seat:e,action:t,locale:x,ticket:a}),i=await R.view({state:n.state,seat:e,ticket:a});h.state=n.state,h.unfolding=!0,P(""),await dt(n.events,i)}catch(a){P(ie(a),!0),h&&(h.unfolding=!1),ve(),A(!1)}}function sa(t,e){let a=t.visibility;return a==="public"||typeof a=="object"&&a!==null&&"private_to"in a&&a.private_to===e}var ke=null;function oa(t){return new Promise(e=>{let a=()=>{clearTimeout(n),ke=null,e()},n=setTimeout(a,t);ke=a})}function ra(t,e){if(ne||!ot.has(t.kind.type))return 0;let a=Y(t);if(a===null||!ye(e,a))return 0;let n=ta[$e];return t.kind.type==="card_played"&&!t.kind.led?n/2:n}async function dt(t,e){if(!h)return;let a=t.filter(u=>sa(u,h?.seat??-1));p("skip").hidden=!1;let n=null,i=[],s=[],r=null;for(let u of a){let g=u.kind;n&&(g.type==="pochen_started"||g.type==="pochen_skipped"||g.type==="discard_started")&&(await nt(n),n=null),Ve(h.scene,u,h.seat),ca(u),pt();let k=ra(u,h.view);switch(k>0&&await oa(k),g.type){case"deal_started":n=[],i=[],s=[],r=null;break;case"upcard_turned":case"field_claimed":n?.push(u);break;case"group_shown":i.push(u);break;case"pochen_ended":i.push(u),await ee("page-moment-pochen",la(i),"pochen"),i=[];break;case"card_played":case"chain_stopped":g.type==="card_played"&&g.led&&(s=[]),s.push(u);break;case"deal_settled":r=u;break;case"deal_ended":r&&await ee("page-moment-settlement",da(s,r,u),"settlement");break;case"match_ended":await ee("page-moment-match",[l("div",{className:"told"},...N(u.text??""))],"match");break;default:break}}n&&n.length>0&&await nt(n),ne=!1,p("skip").hidden=!0;let c=qe(h.scene,e);p("table").dataset.drift=c.join("; "),h.view=e,h.scene=me(e,h.scene),h.unfolding=!1,ve(),A(!1),pa()}async function nt(t){let e=t.map(a=>l("li",{},...N(a.text??"")));t.some(a=>a.kind.type==="field_claimed")||e.push(l("li",{textContent:o("page-no-claims")})),await ee("page-moment-claims",[l("ul",{className:"summary"},...e)],"claims")}function la(t){let e=t.filter(i=>i.kind.type==="group_shown"),a=t.find(i=>i.kind.type==="pochen_ended"),n=[];return e.length>0&&n.push(l("ul",{className:"summary shown"},...e.map(i=>l("li",{},...N(i.text??""))))),a&&n.push(l("div",{className:"told"},...N(a.text??""))),n}function da(t,e,a){if(!h||e.kind.type!=="deal_settled")return[];let n=e.kind,i=h.view,s=[],r=t.filter(g=>g.kind.type==="chain_stopped").pop();r&&s.push(l("p",{className:"stopped",textContent:(r.text??"").split(`
`)[0]??""}));let c=i.players.map((g,k)=>{let y=k===n.winner,b=l("tr",{className:y?"winner":""},l("th",{scope:"row",textContent:k===h?.seat?`${g} (${o("label-you")})`:g}),l("td",{textContent:String(n.owed[k]??0)}),l("td",{textContent:y?"":String(n.payments[k]??0)}),l("td",{textContent:y?String(n.winner_receives):""}));return b.dataset.seat=String(k),b}),u=l("tr",{},...["page-col-seat","page-col-cards-left","page-col-paid","page-col-receives"].map(g=>l("th",{scope:"col",textContent:o(g)})));return s.push(l("table",{className:"payments"},l("caption",{textContent:o("page-payments")}),l("thead",{},u),l("tbody",{},...c))),s.push(l("div",{className:"told"},...N(e.text??""))),h.scene.deal&&s.push(ct(h.scene.deal,a)),s}function ee(t,e,a){let n=p("moment");te=t,p("moment-title").textContent=o(t),p("moment-summary").replaceChildren(...e),n.dataset.moment=a,n.hidden=!1,p("controls-section").hidden=!0,ne=!1,p("skip").hidden=!0,A(!1);let i=p("continue");i.textContent=o("page-continue");let s=n.getBoundingClientRect().top+window.scrollY-p("toolbar").offsetHeight-8;return window.scrollTo({top:Math.max(0,s)}),i.focus({preventScroll:!0}),new Promise(r=>{let c=()=>{i.removeEventListener("click",c),te=null,n.hidden=!0,delete n.dataset.moment,p("controls-section").hidden=!1,p("skip").hidden=!1,A(!0),r()};i.addEventListener("click",c)})}function pa(){let t=p("controls").querySelector("button, input");t?t.focus():p("again").hidden||p("again").focus()}function ca(t){if(!h)return;let e=p("log");if(t.kind.type==="deal_started"){let s=l("li",{className:"deal",textContent:o("label-deal",{deal:t.kind.deal})});s.dataset.deal=String(t.kind.deal),e.append(s)}let a=t.text??t.kind.type,n=l("li",{},...N(a));n.dataset.event=t.kind.type;let i=Y(t);i!==null&&(n.dataset.seat=String(i),ot.has(t.kind.type)&&ye(h.view,i)&&n.classList.add("bot"),i===h.seat&&n.classList.add("you")),e.append(n),e.scrollTop=e.scrollHeight,p("ticker").textContent=a.split(`
`)[0]??"",p("history-count").textContent=String(e.querySelectorAll("li[data-event]").length)}function ve(){h&&(re(),pt(),$a(h.view),ut(h.view,h.view.stacks,!0))}function pt(){if(!h)return;let{view:t,seat:e,scene:a}=h,n=p("table");n.dataset.seat=String(e),n.dataset.phase=h.unfolding?a.phase:t.phase,n.dataset.locale=x,ua(t,a),ga(t,a),ma(t,a),ka(t,a),fa(t,a),h.unfolding&&(p("controls").replaceChildren(l("p",{textContent:o("page-waiting")})),ut(t,a.stacks,!1))}function ua(t,e){let a=e.deal,n=o(`phase-${e.phase}`),i=[];if(a&&(i.push(o("label-deal",{deal:a.number})),i.push(`${o("label-dealer")}: ${C(t,a.dealer)}`),i.push(`${o("label-forehand")}: ${C(t,a.forehand)}`)),i.push(n),!h?.unfolding&&t.to_act!==null&&t.to_act!==void 0&&t.phase!=="match_over"){let c=t.to_act;i.push(o("page-to-act",{seat:C(t,c),"seat-you":c===h?.seat?"yes":"no"}))}p("deal-line").textContent=i.join(" · ");let s=p("upcard-line");if(s.replaceChildren(),a?.upcard&&a.paySuit){let c=K(t);s.append(`${o("label-upcard")}: `,se(a.upcard,c),` · ${o("label-pay-suit")}: ${o("suit-symbol",{suit:a.paySuit})} ${o("suit-name",{suit:a.paySuit,deck:c})}`)}let r=p("fair");r.replaceChildren(),a&&r.append(ct(a,null)),p("deal-terms").replaceChildren(oe([[o("label-dealer"),o("page-explain-dealer")],[o("label-forehand"),o("page-explain-forehand")],[o("label-upcard"),o("page-explain-upcard")],[o("label-pay-suit"),o("page-explain-pay-suit")],[o("page-commitment"),o("page-explain-commitment")]]))}function ct(t,e){let a=l("div",{className:"fairness"});a.dataset.deal=String(t.number);let n=e&&e.kind.type==="deal_ended"?e.kind.deal_seed??null:t.seed;if(t.commitment){let r=l("p",{},`${o("page-commitment")}: `,l("code",{className:"digest commitment",textContent:t.commitment}));a.append(r)}if(!n)return a.append(l("p",{className:"hint",textContent:o("page-seed-later")})),a;if(a.append(l("p",{},`${o("page-deal-seed")}: `,l("code",{className:"digest seed",textContent:n}))),!t.commitment)return a;let i=l("p",{className:"verdict"});i.setAttribute("role","status");let s=l("button",{type:"button",className:"verify",textContent:o("page-verify")});return s.addEventListener("click",()=>{ha(t,n,i)}),a.append(s,i),a}async function ha(t,e,a){if(!h||!t.commitment)return;let n=h.view;a.textContent=o("page-verifying"),a.dataset.verified="";try{let i=await R.verifyDeal({commitment:t.commitment,deal_seed:e,deck:n.rules.deck,table:{players:n.players.length,dealer:t.dealer,deal_method:n.rules.deal_method}}),s=[];i.commitment_matches||s.push(o("page-verify-commitment"));let r=i.dealt,c=r?.hands[h.seat]??[],u=(g,k)=>JSON.stringify(ae(g))===JSON.stringify(ae(k));i.commitment_matches&&(!r||!u(c,t.dealt))&&s.push(o("page-verify-hand")),i.commitment_matches&&r&&t.upcard&&r.upcard!==t.upcard&&s.push(o("page-verify-upcard")),a.textContent=s.length===0?o("page-verified"):o("page-not-verified",{why:s.join("; ")}),a.dataset.verified=s.length===0?"yes":"no"}catch(i){a.textContent=o("page-not-verified",{why:ie(i)}),a.dataset.verified="no"}}function ga(t,e){let a=K(t);p("board").replaceChildren(...t.fields.map(n=>{let i=e.board[n]??0,s=o(`field-${n}`,{deck:a}),r=U(`field-${n}`,"title",{deck:a}),c=l("li",{},l("span",{className:"field",textContent:s}),l("span",{className:"chips",textContent:String(i)}),l("span",{className:"explain",textContent:r}));return c.dataset.field=n,c.dataset.chips=String(i),c}))}function ma(t,e){let a=p("seats").querySelector("tbody");if(!a)return;let n=e.deal,i=h?.unfolding?e.acting:t.to_act??null;a.replaceChildren(...t.players.map((s,r)=>{let c=ye(t,r),u=[h?.seat===r?o("label-you"):"",c?o(`page-bot-${c}`):"",n?.dealer===r?o("label-dealer"):"",n?.forehand===r?o("label-forehand"):""].filter(F=>F!==""),g=e.statuses[r],k=[];g&&k.push(o("page-in-play",{status:o(`status-${g}`),chips:e.contributions[r]??0}));let y=e.lastMove[r];y&&k.push(l("span",{className:"last-move",textContent:y.split(`
`)[0]??""}));let b=l("tr",{className:i===r?"acting":""},l("th",{scope:"row"},s,...u.length>0?[l("span",{className:"marks",textContent:u.join(", ")})]:[]),l("td",{textContent:String(e.stacks[r]??0)}),l("td",{textContent:String(e.handSizes[r]??0)}),l("td",{},...k));return i===r&&b.setAttribute("aria-current","true"),b.dataset.seat=String(r),b.dataset.stack=String(e.stacks[r]??0),c&&(b.dataset.bot=c),b})),p("seats-terms").replaceChildren(oe([[o("page-col-stack"),o("page-explain-stack")],[o("label-cards-held"),o("page-explain-cards-held")],[o("page-col-in-play"),o("page-explain-in-play")]]))}function ka(t,e){let a=K(t),n=ae(e.hand);p("hand").replaceChildren(...n.map(s=>l("li",{},se(s,a))));let i=h?.unfolding?null:t.deal?.best_group;p("best-group").textContent=i?`${o("label-best-group")}: ${o("group",{size:i.size,rank:st[i.rank]??Number(i.rank),deck:a})}`:""}function fa(t,e){let a=p("chain-section");a.hidden=e.phase!=="discard"&&e.chain.length===0;let n=K(t);p("chain").replaceChildren(...e.chain.map(s=>{let r=se(s.card,n);return r.append(l("span",{className:"who",textContent:C(t,s.seat)})),r.setAttribute("aria-label",`${o("page-card-name",B(s.card,n))}: ${C(t,s.seat)}`),l("li",{},r)}));let i=e.direction?` (${o(`direction-${e.direction}`)})`:"";p("chain-title").textContent=`${o("page-chain-title")}${i}`,p("chain-terms").replaceChildren(oe([[o("page-chain-title"),o("page-explain-chain")]]))}function it(t,e,a,n,i){let s=U(`action-${t}`,"label"),r=l("input",{type:"number",id:t,min:String(n.min),max:String(n.max),value:String(n.min),required:!0}),c=l("button",{type:"submit",textContent:s});c.dataset.action=t;let u=l("form",{},l("fieldset",{},l("legend",{textContent:e}),l("label",{htmlFor:t,textContent:`${a} `}),r,c));return u.addEventListener("submit",g=>{g.preventDefault();let k=Number(r.value);if(!Number.isInteger(k)||k<n.min||k>n.max){P(e,!0),r.focus();return}be(i(k))}),u}function W(t,e,a){let n=l("button",{type:"button",textContent:t});return n.dataset.action=e,n.addEventListener("click",()=>{be(a)}),n}function $a(t){let e=p("controls");e.replaceChildren();let a=t.legal;if(!h||!a||t.to_act!==h.seat||h.unfolding){t.phase!=="match_over"&&e.append(l("p",{textContent:o("page-waiting")}));return}let n=l("div",{className:"buttons"});a.pass_turn&&n.append(W(U("action-pass","label"),"pass",Ee())),a.call!==null&&a.call!==void 0&&n.append(W(o("page-call",{chips:a.call}),"call",De())),a.fold&&n.append(W(U("action-fold","label"),"fold",Te())),a.deal&&!a.deck_required&&n.append(W(U("action-deal","label"),"deal",ze())),n.childElementCount>0&&e.append(n);let s=t.deal?.pochen?.high_stake??0;if(a.bet){let r=o("page-bet-legend",{min:a.bet.min,max:a.bet.max});e.append(it("bet",r,o("page-bet-amount"),a.bet,xe))}if(a.raise_bet){let{min:r,max:c}=a.raise_bet,u=o("page-raise-legend",{min:r,max:c,high:s,from:s+r,to:s+c});e.append(it("raise",u,o("page-raise-amount"),a.raise_bet,Pe))}if(t.phase==="pochen"&&e.append(oe([[o("phase-pochen"),o("page-explain-pochen")],[o("label-high-stake"),o("page-explain-high-stake")]])),a.lead.length>0){let r=K(t),c=l("fieldset",{},l("legend",{textContent:o("page-lead-card")})),u=a.directions[0];if(a.directions.length>0){let g=l("div",{role:"radiogroup"});g.setAttribute("aria-label",o("label-direction"));for(let k of a.directions){let y=`direction-${k}`,b=l("input",{type:"radio",name:"direction",id:y,value:k,checked:k===u});b.addEventListener("change",()=>u=k),g.append(b,l("label",{htmlFor:y,textContent:`${o(`direction-${k}`)} `}))}c.append(l("p",{className:"hint",textContent:`${o("label-direction")}:`}),g)}for(let g of ae(a.lead)){let k=se(g,r,"button");k.setAttribute("aria-label",o("page-lead-the",{card:o("card",B(g,r)),"card-name":o("page-card-name",B(g,r))})),k.dataset.action="lead",k.addEventListener("click",()=>{be(Ae(g,a.directions.length>0?u:void 0))}),c.append(k)}e.append(c)}}function ut(t,e,a){let n=p("standings"),i=a?t.match_end:null;p("again").hidden=!i;let s=(c,u,g,k)=>{let y=l("li",{textContent:o("standing",{place:u,seat:C(t,c),"seat-you":c===h?.seat?"yes":"no",chips:g,paid:k?"yes":"no"})});return y.dataset.seat=String(c),y.dataset.stack=String(g),y};if(i){p("standings-title").textContent=o("page-standings-after",{deals:i.deals_played}),n.replaceChildren(...i.standings.map(c=>s(c.seat,c.place,c.stack,c.could_pay)));return}p("standings-title").textContent=o("label-standings");let r=t.players.map((c,u)=>u).sort((c,u)=>(e[u]??0)-(e[c]??0));n.replaceChildren(...r.map((c,u)=>s(c,u+1,e[c]??0,!0)))}function ya(){let t=p("history"),e=p("history-toggle"),a=e.getAttribute("aria-expanded")!=="true";if(e.setAttribute("aria-expanded",String(a)),t.classList.toggle("open",a),a){let n=p("log");n.scrollTop=n.scrollHeight,n.focus()}}function ba(){let t=new URLSearchParams(window.location.search).get("lang")??navigator.language.slice(0,2);x=Q.includes(t)?t:"en",rt(),X(),p("locale").addEventListener("change",e=>aa(e.target.value)),p("pace").addEventListener("change",e=>{let a=e.target.value;$e=ge.includes(a)?a:"normal"}),p("skip").addEventListener("click",()=>{ne=!0,ke?.()}),p("history-toggle").addEventListener("click",ya),p("players").addEventListener("input",X),p("your-seat").addEventListener("change",X),p("setup").addEventListener("submit",e=>{ia(e)}),p("again").addEventListener("click",()=>{h=null,p("table").hidden=!0,p("setup").hidden=!1,re(),p("start").focus()}),na().catch(e=>P(ie(e),!0))}ba();
