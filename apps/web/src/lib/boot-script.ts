/**
 * The page's boot script, inline at the end of its body (decision 022):
 * - The app's scripts load once the page has painted. The server's HTML is the whole page, so the
 *   first screen needs only it, the stylesheet and the fonts; fetched and compiled beside them, the
 *   scripts held the first paint back (compiling preloaded modules takes the main thread) and shared
 *   a phone's bandwidth with what the first screen shows. After the next frame: modulepreload of the
 *   entry's imports (fetched at once, in parallel), then the entry, which hydrates. A tab opened in
 *   the background paints nothing until shown, so it loads them at once.
 * - A press on a button that React has not hydrated yet is held, not lost: once React has taken the
 *   button over (its props are on the element), it is pressed again, once, within 10 s. React
 *   itself drops a click on a part it has not hydrated. Links need no help: they work as links.
 * The script stays in the page: the router's <Scripts> finds it there on hydration and does not
 * run it twice.
 */
export function bootScript(assets: { preloads: readonly string[]; scripts: readonly string[] }): string {
  const preloads = JSON.stringify(assets.preloads);
  const entries = JSON.stringify(assets.scripts);
  return (
    '(function(){var held=[];' +
    'function live(b){return Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0})}' +
    'function hold(e){var b=e.target&&e.target.closest&&e.target.closest("button");' +
    'if(!b||b.disabled||live(b))return;e.preventDefault();e.stopImmediatePropagation();' +
    'if(held.indexOf(b)>=0)return;held.push(b);var since=Date.now();' +
    '(function wait(){var ready=b.isConnected&&live(b);' +
    'if(ready||!b.isConnected||Date.now()-since>1e4){held.splice(held.indexOf(b),1);if(ready)b.click()}' +
    'else setTimeout(wait,50)})()}' +
    'document.addEventListener("click",hold,true);' +
    'function load(){' +
    `${preloads}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `${entries}.forEach(function(s){var e=document.createElement("script");e.type="module";e.src=s;document.body.appendChild(e)})}` +
    'if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load)})})()'
  );
}
