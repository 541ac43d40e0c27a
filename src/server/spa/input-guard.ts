/*
 * Controls in server HTML look ready before the app has hydrated them: a tap on a stepper or a
 * letter typed in the search box would be taken by the bare HTML and then dropped (or overwritten)
 * by hydration. Until the app marks the document hydrated (`html[data-hydrated]`, set by
 * src/web/ssr/hydrate.tsx), this script refuses edits and activations of form controls, so input is
 * clearly not accepted instead of silently lost, and the CSS shows a waiting cursor on them. Links
 * stay live (they navigate as plain HTML), so do focus, Tab and scrolling. It only runs when
 * JavaScript does: without it the page still reads. The DOM is not touched, so hydration matches.
 * One exception to "refused": a tap on a control marked `data-replay-tap` (a centre in the start-up
 * picker, which the server draws open on a first visit and is the first thing a visitor taps) is
 * remembered on <html> and replayed by the app once hydrated (src/web/ssr/hydrate.tsx), so the choice
 * made on a slow phone is not lost.
 */
const CONTROLS = 'input,textarea,select,button,[role=button],[contenteditable]';

const SCRIPT = `(function(){var d=document,h=d.documentElement;function busy(e){if(h.dataset.hydrated)return;var t=e.target;if(!t||!t.closest||!t.closest('#root')||!t.closest(${JSON.stringify(CONTROLS)}))return;if(e.type==='keydown'&&e.key!=='Enter'&&e.key!==' ')return;var r=e.type==='click'&&t.closest('[data-replay-tap]');if(r)h.dataset.pendingTap=r.getAttribute('data-replay-tap');e.preventDefault();e.stopImmediatePropagation();}['beforeinput','keydown','click','submit'].forEach(function(n){d.addEventListener(n,busy,true)});})();`;

/** The guard's script body (goes into a nonce'd script right after #root). */
export const inputGuardScript = (): string => SCRIPT;

/** A waiting cursor over controls until hydration (a style tag's body). */
export const inputGuardStyle = (): string => `html:not([data-hydrated]) #root :is(${CONTROLS}){cursor:progress}`;
