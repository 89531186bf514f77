// The run directives of a guide page: one-line MDX comments, which readers never see, saying what
// to do with the bot the page builds and what the page promises the user then sees.
//
//   {/* run: /roll sides:20 => reply "You rolled …" */}
//   {/* run: /counter => reply "Clicked 0 times."; click "Click me" => reply "Clicked 1 times." */}
//   {/* run: say "!ping" => reply "Pong! …"; join => log "Welcome, …" */}
//   {/* run: start => log "Logged in as …" */}
//   {/* run skipped: the page needs a real Discord account to show anything */}
//
// Steps are separated by `;`, a step's expectations follow `=>` and are separated by `,`. A quoted
// expectation is a pattern: `…` stands for any text on one line. It must match text on the page
// itself (prose or code, outside these comments), so the test asserts what the page says, and
// the bot's output, so the page says what the bot does.

/** What a step does to the running bot. */
export type Action =
  | { kind: 'start' }
  | { kind: 'command'; path: string[]; options: Record<string, string> }
  | { kind: 'say'; text: string }
  | { kind: 'click'; label: string }
  | { kind: 'select'; values: string[] }
  | { kind: 'submit'; fields: Record<string, string> }
  | { kind: 'join' };

/** What the user then sees. */
export interface Expectation {
  /** `reply`: a message the bot sent or changed; `log`: a line it printed; `modal`: a modal's title. */
  kind: 'reply' | 'log' | 'modal';
  /** The quoted text as written, `…` included. */
  text: string;
}

export interface Step {
  action: Action;
  expect: Expectation[];
  /** The step as written, for messages. */
  source: string;
}

export interface Directive {
  /** 1-based line of the comment in the page. */
  line: number;
  steps: Step[];
}

export interface OptOut {
  line: number;
  reason: string;
}

const RUN = /^\s*\{\/\*\s*run:\s*(.*?)\s*\*\/\}\s*$/;
const SKIPPED = /^\s*\{\/\*\s*run skipped:\s*(.*?)\s*\*\/\}\s*$/;
const ANY_RUN_COMMENT = /\{\/\*\s*run\b/;

/** The directives and opt-outs of a page; throws naming the line of one that does not parse. */
export function parseDirectives(markdown: string, page: string): { directives: Directive[]; optOuts: OptOut[] } {
  const directives: Directive[] = [];
  const optOuts: OptOut[] = [];
  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const skipped = SKIPPED.exec(text);
    if (skipped) {
      if (!skipped[1]) throw new Error(`${page}:${line}: a skipped run needs a reason after "run skipped:".`);
      optOuts.push({ line, reason: skipped[1] });
      return;
    }
    const run = RUN.exec(text);
    if (run) {
      try {
        directives.push({ line, steps: parseSteps(run[1]) });
      } catch (error) {
        throw new Error(`${page}:${line}: ${(error as Error).message}`, { cause: error });
      }
      return;
    }
    if (ANY_RUN_COMMENT.test(text))
      throw new Error(`${page}:${line}: a run comment takes one line: {/* run: … */} or {/* run skipped: why */}.`);
  });
  return { directives, optOuts };
}

/** The page without its run comments: what a reader can see. */
export function visibleText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !RUN.test(line) && !SKIPPED.test(line))
    .join('\n');
}

/** A regular expression for a quoted pattern, `…` matching any text on one line. */
export function patternOf(text: string, { whole = false } = {}): RegExp {
  const body = text
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^\\n]*?');
  return new RegExp(whole ? `^${body}$` : body);
}

function parseSteps(source: string): Step[] {
  return splitOutsideQuotes(source, ';').map((stepSource) => {
    const [actionSource, expectSource, ...rest] = splitOutsideQuotes(stepSource, '=>');
    if (rest.length > 0) throw new Error(`a step has one "=>": ${stepSource}`);
    const expect = expectSource === undefined ? [] : splitOutsideQuotes(expectSource, ',').map(parseExpectation);
    return { action: parseAction(tokens(actionSource)), expect, source: stepSource.trim() };
  });
}

function parseExpectation(source: string): Expectation {
  const [kind, text, ...rest] = tokens(source);
  if ((kind !== 'reply' && kind !== 'log' && kind !== 'modal') || text === undefined || rest.length > 0 || !isQuoted(text)) {
    throw new Error(`an expectation is reply "…", log "…" or modal "…": ${source.trim()}`);
  }
  return { kind, text: unquote(text) };
}

function parseAction(words: string[]): Action {
  const [first, ...rest] = words;
  if (first === undefined) throw new Error('a step has no action');
  if (first === 'start' || first === 'join') {
    if (rest.length > 0) throw new Error(`"${first}" takes nothing after it`);
    return { kind: first };
  }
  if (first.startsWith('/')) {
    const path = [first.slice(1)];
    const options: Record<string, string> = {};
    for (const word of rest) {
      const option = /^([\w-]+):(.*)$/s.exec(word);
      if (option) options[option[1]] = unquote(option[2]);
      else if (Object.keys(options).length === 0) path.push(word);
      else throw new Error(`a subcommand comes before the options: ${word}`);
    }
    return { kind: 'command', path, options };
  }
  if (first === 'say' || first === 'click') {
    if (rest.length !== 1 || !isQuoted(rest[0])) throw new Error(`${first} takes one quoted text`);
    return first === 'say' ? { kind: 'say', text: unquote(rest[0]) } : { kind: 'click', label: unquote(rest[0]) };
  }
  if (first === 'select') {
    if (rest.length === 0 || !rest.every(isQuoted)) throw new Error('select takes one or more quoted values');
    return { kind: 'select', values: rest.map(unquote) };
  }
  if (first === 'submit') {
    const fields: Record<string, string> = {};
    for (const word of rest) {
      const field = /^([\w-]+):(.*)$/s.exec(word);
      if (!field) throw new Error(`submit takes field:"value" pairs: ${word}`);
      fields[field[1]] = unquote(field[2]);
    }
    return { kind: 'submit', fields };
  }
  throw new Error(`unknown action "${first}": use start, /command, say, click, select, submit or join`);
}

/** Splits at `separator` where it is not inside double quotes. */
function splitOutsideQuotes(source: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '\\' && quoted) {
      current += char + (source[index + 1] ?? '');
      index++;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (!quoted && source.startsWith(separator, index)) {
      parts.push(current);
      current = '';
      index += separator.length - 1;
    } else {
      current += char;
    }
  }
  if (quoted) throw new Error(`an unclosed quote: ${source.trim()}`);
  parts.push(current);
  return parts;
}

/** Words separated by spaces, a quoted part (`"two words"`, `text:"two words"`) staying in one word. */
function tokens(source: string): string[] {
  return splitOutsideQuotes(source.trim(), ' ').filter((word) => word !== '');
}

function isQuoted(word: string): boolean {
  return word.length >= 2 && word.startsWith('"') && word.endsWith('"');
}

function unquote(word: string): string {
  return isQuoted(word) ? word.slice(1, -1).replace(/\\(.)/g, '$1') : word;
}
