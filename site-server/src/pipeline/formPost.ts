import express from 'express';
import type { VisitorVersions } from '../canary/visitorVersions';
import type { Renderer } from '../render/renderer';
import { guessViewportWidth } from '../render/viewportGuess';
import type { PostedFields } from '../render/worker';
import { type PostProblem, postProblemPage } from './postProblemPage';
import { type PageAnswer, varyByLayout } from './serverPage';

/** A booking form is two short fields, a tick and a key: anything near this size is not one of the site's forms. */
export const POST_BODY_LIMIT = '8kb';
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The site's forms have a handful of fields; a post with more is not one of them. */
const MAX_FIELDS = 20;

const parseForm = express.urlencoded({
  extended: false,
  limit: POST_BODY_LIMIT,
  parameterLimit: MAX_FIELDS,
  type: FORM_TYPE,
});

/** The fields as one string each, or null for a form the site never sends (a field given twice, none at all). */
function postedFields(body: unknown): PostedFields | null {
  if (body === null || typeof body !== 'object') return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.some(([, value]) => typeof value !== 'string')) return null;
  return Object.fromEntries(entries) as PostedFields;
}

/**
 * The form post step (the booking pages, issue 21): a form's post to a page's address is parsed and capped here,
 * and handed with the page to a render thread, where the route's action (the remote's server code) does what it
 * asks. The answer is a 303 to where the action sends the patient (Post/Redirect/Get: a reload sends nothing
 * again), or the page again with the action's status (the form with its messages and every value kept). A post
 * no form of the site makes (another content type, over the size limit, fields twice) is a 400 page and reaches
 * nothing; no render thread to take it, a 503 page. Never a 500.
 */
export function formPost({
  renderer,
  budgetMs,
  answer,
  versions,
  log = console.warn,
}: {
  renderer?: Renderer;
  /** The visitor's remote versions: the post goes to the action of the booking version they were shown. */
  versions: VisitorVersions;
  budgetMs: number;
  answer: PageAnswer;
  log?: (line: string) => void;
}): express.RequestHandler {
  const refuse = (res: express.Response, url: string, problem: PostProblem, why: string) => {
    log(`[post] ${url}: ${problem} (${why})`);
    const page = postProblemPage(problem);
    res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
  };
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const url = req.originalUrl;
    if (!req.is(FORM_TYPE))
      return refuse(res, url, 'forged', `content type ${req.get('content-type') ?? 'none'}`);
    parseForm(req, res, async (error?: unknown) => {
      if (error) return refuse(res, url, 'forged', (error as Error).message);
      const fields = postedFields(req.body);
      if (!fields) return refuse(res, url, 'forged', 'no fields, or a field given twice');
      if (!renderer) return refuse(res, url, 'unavailable', 'server rendering is off (SSR=0)');
      varyByLayout(res);
      const viewportWidth = guessViewportWidth(req.headers);
      const remotes = versions.remotesFor(req, res);
      const result = await renderer.render(url, viewportWidth, budgetMs, { post: fields, remotes });
      if (!result.ok) return refuse(res, url, 'unavailable', `${result.reason}: ${result.detail ?? ''}`);
      const { page } = result.rendered;
      if (page.redirect) return void res.set('Cache-Control', 'no-store').redirect(303, page.redirect);
      if (page.status === 405) return refuse(res, url, 'not-taken', 'no form posts to this address');
      if (!(await answer(req, res, result.rendered, viewportWidth))) {
        refuse(res, url, 'unavailable', 'the page could not be composed');
      }
    });
  };
}
