/**
 * The thin bar across the top of the window while a page reached by a link loads. It stands in for
 * the theme's client module (theme-classic's nprogress.js) and the nprogress library under it
 * (1.7 KB gzip in every page's main bundle): the same bar, drawn by the theme's own nprogress.css,
 * shown when the new page takes more than 200 ms, creeping forward until the page is there, then
 * filling and fading out.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

const showAfterMs = 200;
const stepMs = 200;

let bar: HTMLElement | undefined;
let creeping: number | undefined;

function setProgress(element: HTMLElement, fraction: number): void {
  element.style.transform = `translate3d(${(fraction - 1) * 100}%, 0, 0)`;
}

function start(): void {
  if (bar) return;
  const container = document.createElement('div');
  container.id = 'nprogress';
  container.setAttribute('aria-hidden', 'true');
  const element = document.createElement('div');
  element.className = 'bar';
  element.style.transition = `transform ${stepMs}ms ease, opacity ${stepMs}ms linear`;
  const peg = document.createElement('div');
  peg.className = 'peg';
  element.append(peg);
  container.append(element);
  setProgress(element, 0.08);
  document.body.append(container);
  bar = element;
  // Each step covers a little of what is left, so the bar slows down and never arrives on its own.
  let fraction = 0.08;
  creeping = window.setInterval(() => {
    fraction += (0.994 - fraction) * Math.random() * 0.1;
    setProgress(element, fraction);
  }, 4 * stepMs);
}

function done(): void {
  const element = bar;
  if (!element) return;
  bar = undefined;
  window.clearInterval(creeping);
  setProgress(element, 1);
  window.setTimeout(() => {
    element.style.opacity = '0';
    window.setTimeout(() => element.parentElement?.remove(), stepMs);
  }, stepMs);
}

const progressBar: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, showAfterMs);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progressBar;
