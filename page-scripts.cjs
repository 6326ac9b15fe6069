// @ts-check
// Cached public pages are served without the framework's JavaScript (issue 16): they are complete
// documents that work without script, and React with the router is some 170 KB compressed, most of a
// first visit on a phone's connection, plus the RSC payload inlined as two thirds of the HTML. The
// page cache (cache-handler.cjs) stores their HTML through `stripPageScripts`; what little script
// they need is public/site.js, written to work on this plain HTML. A page whose HTML needs its
// scripts to show its content (a streamed Suspense boundary swapped in by `$RC`) is kept whole.
// See docs/decisions/028-public-pages-without-framework-script.md.

const SITE_SCRIPT = '<script src="/site.js" defer></script>';
const STREAMED_CONTENT = /\$R[CSX]\(|<template\b|<div hidden id="S:/;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_HINT = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script"|[^>]*\brel="modulepreload")[^>]*>/gi;

/**
 * The HTML of a public page without the framework's scripts and their preload hints, with the site's
 * own small script instead; unchanged when it is not a whole document or needs its scripts.
 * @param {string} html
 * @returns {string}
 */
function stripPageScripts(html) {
  if (typeof html !== 'string' || !html.includes('</head>') || STREAMED_CONTENT.test(html)) return html;
  return html.replace(SCRIPT, '').replace(SCRIPT_HINT, '').replace('</head>', `${SITE_SCRIPT}</head>`);
}

/**
 * Whether a cache key is one of the public pages served this way (never a staff page).
 * @param {unknown} key
 * @returns {boolean}
 */
function isPublicPageKey(key) {
  return typeof key === 'string' && !/(?:^|\/)admin(?:\/|$)/.test(key);
}

module.exports = { stripPageScripts, isPublicPageKey, SITE_SCRIPT };
