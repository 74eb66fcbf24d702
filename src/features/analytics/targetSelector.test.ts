import { describe, expect, it } from 'vitest';
import { targetSelector } from './targetSelector';

describe('the selector a Web Vital blames', () => {
  it('names up to three levels by tag, stopping at an id, with a call to action’s place', () => {
    document.body.innerHTML = `<main id="main"><section><div><p>Hello <b>you</b></p>
      <button data-preset-cta_place="about-hero">Book</button></div></section></main>`;
    expect(targetSelector(document.querySelector('b'))).toBe('div>p>b');
    expect(targetSelector(document.querySelector('button'))).toBe(
      'section>div>button[data-preset-cta_place=about-hero]',
    );
    expect(targetSelector(document.querySelector('section'))).toBe('main#main>section');
  });

  it('names the element of a text node, never its text, and nothing for no node', () => {
    document.body.innerHTML = '<h1>Secret typed words</h1>';
    expect(targetSelector(document.querySelector('h1')?.firstChild)).toBe('h1');
    expect(targetSelector(null)).toBe('');
  });

  it('keeps at most 80 characters by whole levels from the outside, the element’s own kept', () => {
    document.body.innerHTML = `<div id="${'x'.repeat(100)}"><span></span></div>`;
    expect(targetSelector(document.querySelector('span'))).toBe('span');
    document.body.innerHTML = `<p id="${'x'.repeat(100)}"></p>`;
    expect(targetSelector(document.querySelector('p'))).toBe('');
  });
});
