/**
 * Stands in for react-helmet-async in the browser bundle (`<Head>` of @docusaurus/Head, and the
 * provider Docusaurus's client entry wraps the app in): 6 KB gzip of main.js with its helpers,
 * for a job that is small in the browser. The server bundle keeps react-helmet-async, which
 * writes each page's head tags into its HTML.
 *
 * The rules are react-helmet-async's, so that the head after an in-app navigation is the head the
 * server wrote for that page:
 * - each `<Head>` gives a title, attributes for `<html>` and `<body>`, and head tags
 *   (`meta`, `link`, `script`, `style`, `noscript`, `base`);
 * - the `<Head>`s are taken in the order they first rendered; for the title the last wins, for
 *   attributes each name's last value wins, and a tag replaces the earlier ones with the same key
 *   (a meta's name or property, a link's href, or its rel when that is canonical, a script's src
 *   or text...), while one `<Head>` may give several tags with the same key;
 * - the document is updated once per animation frame, tags that did not change are left in place,
 *   and the tags it manages carry `data-rh` (the server marks them the same way).
 */
import { Children, isValidElement, useLayoutEffect, useState, type ReactNode } from 'react';

type Attributes = Record<string, string>;
type TagName = (typeof tagNames)[number];

interface HeadTag {
  name: TagName;
  attributes: Attributes;
  /** The text of a script, style or noscript. */
  text?: string;
}

interface HeadState {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: HeadTag[];
}

const tagNames = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
/** The attributes that identify a tag, by tag name (react-helmet-async's "primary attributes"). */
const keyAttributes: Record<TagName, readonly string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['text'],
  script: ['src', 'text'],
  style: ['text'],
};
/** React prop names whose HTML attribute is spelled otherwise (beyond letter case). */
const attributeNames: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv' };
const managedAttribute = 'data-rh';

const heads = new Map<number, HeadState>();
let renderOrder = 0;
let pendingFrame = 0;

/** react-helmet-async's provider: the `<Head>`s register with this module instead. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

export function Helmet({ children }: { children?: ReactNode }): null {
  const [order] = useState(() => renderOrder++);
  const state = JSON.stringify(headStateOf(children));
  useLayoutEffect(() => {
    heads.set(order, JSON.parse(state) as HeadState);
    scheduleUpdate();
    return () => {
      heads.delete(order);
      scheduleUpdate();
    };
  }, [order, state]);
  return null;
}

function headStateOf(children: ReactNode): HeadState {
  const state: HeadState = { html: {}, body: {}, tags: [] };
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const { children: content, ...props } = child.props as Record<string, unknown> & { children?: ReactNode };
    const name = child.type;
    if (name === 'title') state.title = textOf(content);
    else if (name === 'html' || name === 'body') Object.assign(state[name], attributesOf(props, true));
    else if ((tagNames as readonly string[]).includes(name)) {
      const tag: HeadTag = { name: name as TagName, attributes: attributesOf(props, false) };
      if (name === 'script' || name === 'style' || name === 'noscript') tag.text = textOf(content);
      state.tags.push(tag);
    }
  });
  return state;
}

function textOf(content: ReactNode): string | undefined {
  if (content === undefined || content === null) return undefined;
  return Array.isArray(content) ? content.join('') : String(content);
}

/** HTML attributes from React props: on `<html>` and `<body>` a false value is empty, as in react-helmet-async. */
function attributesOf(props: Record<string, unknown>, emptyWhenFalsy: boolean): Attributes {
  const attributes: Attributes = {};
  for (const [prop, value] of Object.entries(props)) {
    attributes[attributeNames[prop] ?? prop.toLowerCase()] = emptyWhenFalsy
      ? String(value || '')
      : value === undefined
        ? ''
        : String(value);
  }
  return attributes;
}

function scheduleUpdate(): void {
  cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => applyState(mergedState()));
}

function mergedState(): HeadState {
  const states = [...heads.entries()].sort(([a], [b]) => a - b).map(([, state]) => state);
  return {
    title: states.reduce<string | undefined>((title, state) => state.title ?? title, undefined),
    html: Object.assign({}, ...states.map((state) => state.html)) as Attributes,
    body: Object.assign({}, ...states.map((state) => state.body)) as Attributes,
    tags: tagNames.flatMap((name) => keptTags(states.map((state) => state.tags.filter((tag) => tag.name === name)))),
  };
}

/** The tags of one name, from the `<Head>`s in order: a later `<Head>`'s tag replaces an earlier one with the same key. */
function keptTags(tagsByHead: HeadTag[][]): HeadTag[] {
  const seen = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const tags of [...tagsByHead].reverse()) {
    const keys = tags.map(tagKey);
    kept.unshift(tags.filter((_, index) => keys[index] !== undefined && !seen.has(keys[index])));
    for (const key of keys) if (key !== undefined) seen.add(key);
  }
  return kept.flat();
}

/** The attribute that identifies a tag and its value, in react-helmet-async's words: its last key attribute, but a canonical link is keyed by its rel and a stylesheet by its href. */
function tagKey(tag: HeadTag): string | undefined {
  const values: Attributes = tag.text === undefined ? tag.attributes : { ...tag.attributes, text: tag.text };
  let key: string | undefined;
  for (const attribute of Object.keys(values)) {
    if (!keyAttributes[tag.name].includes(attribute)) continue;
    if (key === 'rel' && values.rel.toLowerCase() === 'canonical') continue;
    if (attribute === 'rel' && values.rel.toLowerCase() === 'stylesheet') continue;
    key = attribute;
  }
  return key && values[key] ? `${key}=${values[key].toLowerCase()}` : undefined;
}

const managedAttributes = new WeakMap<Element, Set<string>>();

function applyState(state: HeadState): void {
  updateAttributes(document.body, state.body);
  updateAttributes(document.documentElement, state.html);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  for (const name of tagNames)
    updateTags(
      name,
      state.tags.filter((tag) => tag.name === name),
    );
}

/** Sets the element's attributes, and removes those set by an earlier state and not by this one. */
function updateAttributes(element: Element, attributes: Attributes): void {
  const previous = managedAttributes.get(element) ?? new Set();
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  for (const name of previous) if (!(name in attributes)) element.removeAttribute(name);
  managedAttributes.set(element, new Set(Object.keys(attributes)));
}

/** Replaces the managed tags of one name in `<head>` by these, leaving in place those that are equal. */
function updateTags(name: TagName, tags: HeadTag[]): void {
  const old = Array.from(document.head.querySelectorAll(`${name}[${managedAttribute}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(name);
    for (const [attribute, value] of Object.entries(tag.attributes)) element.setAttribute(attribute, value);
    if (tag.text !== undefined) element.innerHTML = tag.text;
    element.setAttribute(managedAttribute, 'true');
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) document.head.appendChild(element);
}
