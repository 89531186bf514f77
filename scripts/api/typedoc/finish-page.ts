import { Application, Converter } from 'typedoc';
import type { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { pageCodeError } from './mdx-verify';
import { finishPage } from './page-work';

/**
 * Finishes each item page as TypeDoc renders it (see page-work.ts): the generator's opening (front
 * matter, kind badge, import lines) and typedoc-plugin-markdown's body, escaped for MDX and
 * checked as the site's build will read it. A page that would run code stops the run once every
 * page is rendered, with its own message (thrown while TypeDoc renders, it would be logged as one
 * of TypeDoc's errors).
 *
 * Escaping and checking read every page twice with the Markdown parser, which costs more than
 * TypeDoc's rendering. `npm start`'s watch loop renders every page again after each save, and most
 * come out the same, so a page finished and checked in the run before is reused as it was; pages
 * a run does not produce again are let go when the next run starts.
 */
export class PageFinisher {
  private previous = new Map<string, string>();
  private current = new Map<string, string>();
  private unsafePage: Error | undefined;

  constructor(app: Application) {
    app.converter.on(Converter.EVENT_BEGIN, () => {
      this.previous = this.current;
      this.current = new Map();
      this.unsafePage = undefined;
    });
    app.on(Application.EVENT_GENERATE_OUTPUTS_END, () => {
      const error = this.unsafePage;
      this.unsafePage = undefined;
      if (error) throw error;
    });
  }

  /** Finishes a rendered page in place: `start` goes before its contents, `pageName` names it in errors. */
  add(page: MarkdownPageEvent, start: string, pageName: string): void {
    const body = (page.contents ?? '').trimStart();
    const key = `${start}\u0000${body}`;
    const reused = this.previous.get(key);
    if (reused !== undefined) {
      this.current.set(key, reused);
      page.contents = reused;
      return;
    }
    const work = finishPage(start, body, pageName);
    page.contents = work.page;
    if (work.problem) this.unsafePage ??= pageCodeError(pageName, work.problem);
    else this.current.set(key, work.page);
  }
}
