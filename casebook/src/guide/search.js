// The guide's search: the index the page loaded from search-index.js (no server, nothing
// fetched), the box in the page's header, the sections found below it. A word typed matches a
// stem of the index when the stem is the word, when the word is the stem and an ending of at
// most four letters, or when the word begins the stem; a section is found when it has every
// word typed, first those with the words in their heading.
(function () {
  'use strict';
  var index = window.casebookGuideIndex;
  var form = document.getElementById('guide-search');
  var results = document.getElementById('guide-search-results');
  if (!index || !form || !results) return;
  var input = form.querySelector('input');
  var sections = index.sections;
  var LIMIT = 30;

  // The search forms: lowercase, ё as е, soft hyphens dropped, letters and digits only.
  function words(text) {
    return text.toLowerCase().replace(/ё/g, 'е').replace(/\u00ad/g, '')
      .split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }

  // Each stem, with the sections that have it in their text and in their heading.
  var stems = new Map();
  sections.forEach(function (section, at) {
    section.stems.split(' ').forEach(function (stem) {
      if (!stem) return;
      if (!stems.has(stem)) stems.set(stem, { all: new Set(), title: new Set() });
      stems.get(stem).all.add(at);
    });
    section.titleStems.split(' ').forEach(function (stem) {
      if (stem && stems.has(stem)) stems.get(stem).title.add(at);
    });
  });

  function matches(word, stem) {
    if (stem === word) return true;
    if (word.length >= 3 && stem.startsWith(word)) return true;
    return stem.length >= 3 && word.startsWith(stem) && word.length - stem.length <= 4;
  }

  // The sections with every word of the query, best first; each with the stems it matched.
  function search(query) {
    var asked = words(query);
    if (asked.length === 0) return [];
    var found = null;
    var matched = [];
    asked.forEach(function (word) {
      var here = new Map();
      stems.forEach(function (where, stem) {
        if (!matches(word, stem)) return;
        matched.push(stem);
        where.all.forEach(function (at) {
          var score = where.title.has(at) ? 3 : 1;
          here.set(at, Math.max(here.get(at) || 0, score));
        });
      });
      if (found === null) {
        found = here;
      } else {
        var both = new Map();
        found.forEach(function (score, at) {
          if (here.has(at)) both.set(at, score + here.get(at));
        });
        found = both;
      }
    });
    var list = [];
    found.forEach(function (score, at) { list.push({ at: at, score: score }); });
    list.sort(function (a, b) { return b.score - a.score || a.at - b.at; });
    return list.map(function (hit) {
      return { section: sections[hit.at], stems: matched };
    });
  }

  // Whether a word of the text is a form of one of the stems matched.
  function marked(word, matched) {
    var form = words(word)[0] || '';
    return matched.some(function (stem) {
      return form.startsWith(stem) && form.length - stem.length <= 4;
    });
  }

  // A passage of the section's text around the first word matched, the words matched marked.
  function passage(text, matched) {
    // Words at the odd places, what stands between them at the even ones.
    var parts = text.split(/([\p{L}\p{N}\u00ad]+)/u);
    var first = parts.findIndex(function (part, at) {
      return at % 2 === 1 && marked(part, matched);
    });
    var from = Math.max(0, (first < 0 ? 0 : first) - 24);
    from -= from % 2;
    var to = Math.min(parts.length, from + 80);
    var p = document.createElement('p');
    if (from > 0) p.appendChild(document.createTextNode('… '));
    parts.slice(from, to).forEach(function (part, at) {
      if ((from + at) % 2 === 1 && marked(part, matched)) {
        var mark = document.createElement('mark');
        mark.textContent = part;
        p.appendChild(mark);
      } else {
        p.appendChild(document.createTextNode(part));
      }
    });
    if (to < parts.length) p.appendChild(document.createTextNode(' …'));
    return p;
  }

  function show(query) {
    results.textContent = '';
    if (words(query).length === 0) {
      results.hidden = true;
      return;
    }
    var hits = search(query);
    var summary = document.createElement('p');
    summary.className = 'summary';
    summary.textContent = hits.length === 0
      ? results.dataset.none
      : results.dataset.found.replace('{n}', String(hits.length));
    results.appendChild(summary);
    var list = document.createElement('ol');
    hits.slice(0, LIMIT).forEach(function (hit) {
      var section = hit.section;
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = section.chapter + '.html' + (section.id ? '#' + section.id : '');
      link.textContent = section.title === section.chapterTitle
        ? section.chapterTitle
        : section.chapterTitle + ' › ' + section.title;
      item.appendChild(link);
      item.appendChild(passage(section.text, hit.stems));
      list.appendChild(item);
    });
    results.appendChild(list);
    results.hidden = false;
  }

  form.hidden = false;
  input.addEventListener('input', function () { show(input.value); });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      input.value = '';
      show('');
    }
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    show(input.value);
    var first = results.querySelector('a');
    if (first) first.focus();
  });
}());
