import { SERVER_RENDERED_ATTRIBUTE } from '@clinic/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTaps as captureOn } from './tapCapture';

const captureTaps = (doc: Document, holdAtMostMs?: number) =>
  captureOn(doc, SERVER_RENDERED_ATTRIBUTE, holdAtMostMs);

/**
 * A server-rendered page as its first bytes are in: `<html>` says so, the state element at the end of the body
 * has not arrived, no script serves the controls yet.
 */
function serverPage(body: string) {
  document.documentElement.removeAttribute('data-page-ready');
  document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  document.body.innerHTML = `<div id="root">${body}</div>`;
}
const ready = () => document.documentElement.setAttribute('data-page-ready', 'true');
/** Lets the MutationObserver deliver. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let stop: (() => void) | null = null;
beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  stop?.();
  stop = null;
  document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  document.body.innerHTML = '';
});

/** The page's script, once live: counts the clicks each control gets. */
function listenLikeReact(ids: string[]) {
  const clicks: string[] = [];
  for (const id of ids) byId(id).addEventListener('click', () => clicks.push(id));
  return clicks;
}

describe('taps before the page is live are kept, and carried out once when it is ready', () => {
  it('a tap on a button at first paint happens once the page is ready, exactly once, even tapped twice', async () => {
    serverPage('<button id="book" type="button">Записаться</button>');
    const held = captureTaps(document);
    byId('book').click();
    byId('book').click();
    expect(held()).toBe(1);
    expect(byId('book').hasAttribute('data-tap-held')).toBe(true);
    const clicks = listenLikeReact(['book']);
    expect(clicks).toEqual([]);
    ready();
    await settle();
    expect(clicks).toEqual(['book']);
    expect(held()).toBe(0);
    // Once live, taps go straight through.
    byId('book').click();
    expect(clicks).toEqual(['book', 'book']);
  });

  it('a ticked box is not toggled by the browser before the script, then ticked once by it', async () => {
    serverPage('<label id="tick"><input id="box" type="checkbox"> ОАК</label>');
    captureTaps(document);
    byId('tick').click();
    expect(byId<HTMLInputElement>('box').checked).toBe(false);
    ready();
    await settle();
    expect(byId<HTMLInputElement>('box').checked).toBe(true);
  });

  it('taps on two controls are carried out in the order they were made', async () => {
    serverPage('<button id="a">Цена</button><div role="tab" id="b" tabindex="0">Отзывы</div>');
    captureTaps(document);
    byId('b').click();
    byId('a').click();
    const clicks = listenLikeReact(['a', 'b']);
    ready();
    await settle();
    expect(clicks).toEqual(['b', 'a']);
  });

  it('what works as plain HTML is left to the browser: links, forms that post (their boxes too), text fields', () => {
    serverPage(`
      <a id="link" href="#doctors"><span id="inLink">Врачи</span></a>
      <form action="/analysis/list"><button id="search" type="submit">Найти</button></form>
      <form action="/booking/mail" method="post">
        <input id="consent" type="checkbox"><label id="consentLabel" for="consent">Согласен</label>
      </form>
      <label id="nameLabel" for="name">Имя</label><input id="name">`);
    const held = captureTaps(document);
    for (const id of ['inLink', 'search', 'consent', 'consentLabel', 'nameLabel']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
    expect(held()).toBe(0);
  });

  it('hydration that replaced the node: its equal in the same place gets the tap', async () => {
    serverPage('<section><button id="book">Записаться</button></section>');
    captureTaps(document);
    byId('book').click();
    const section = document.querySelector('section') as HTMLElement;
    section.innerHTML = '<button id="book">Записаться</button>';
    const clicks = listenLikeReact(['book']);
    ready();
    await settle();
    expect(clicks).toEqual(['book']);
  });

  it('on the static shell (the browser renders the page itself) nothing is held', () => {
    document.body.innerHTML = '<div id="root"><button id="retry">Повторить</button></div>';
    const held = captureTaps(document);
    const clicks = listenLikeReact(['retry']);
    byId('retry').click();
    expect(clicks).toEqual(['retry']);
    expect(held()).toBe(0);
  });

  it('a page that never says it is ready gets its taps after the longest hold', async () => {
    vi.useFakeTimers();
    serverPage('<button id="menu">Меню</button>');
    captureTaps(document, 5_000);
    byId('menu').click();
    const clicks = listenLikeReact(['menu']);
    vi.advanceTimersByTime(5_000);
    expect(clicks).toEqual(['menu']);
  });
});
