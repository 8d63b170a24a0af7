// The search page's script: reads the words and filters from the page's address (a search is
// a link), fills the form with them, searches the site's own index (one per language the cases
// are written in, each stemmed in its language) and lists the cases found, best first, with
// the words marked in a passage of each.

const form = document.getElementById("search");
const results = document.getElementById("results");
const params = new URLSearchParams(location.search);
const filterKeys = Array.from(form.querySelectorAll("select")).map((s) => s.name);
// Results are shown a page at a time: each one shown fetches its passage.
const page = 10;

for (const [key, value] of params) {
  const field = form.elements.namedItem(key);
  if (field) field.value = value;
}

function text(tag, content, className) {
  const element = document.createElement(tag);
  element.textContent = content;
  if (className) element.className = className;
  return element;
}

// Each federation's years, some hundreds of cases together, have an index of their own
// (`pagefind/fbr/2024-2026/`); for each language, one instance of Pagefind searches every
// index with pages in it, the first with the others merged into it. Each language is Pagefind's script loaded on its own (an address
// of its own makes it a module of its own), since one copy keeps one WebAssembly stemmer; and
// Pagefind takes the language of the page it is created on, so the page's own is lent to each
// in turn.
async function indexes() {
  const base = new URL("../pagefind/", location.href).href;
  const bundles = JSON.parse(form.dataset.bundles);
  const languages = [...new Set(bundles.flatMap((b) => b.languages))];
  const own = document.documentElement.lang;
  const made = [];
  for (const language of languages) {
    const paths = bundles.filter((b) => b.languages.includes(language)).map((b) => base + b.path);
    const pagefind = await import(`${paths[0]}pagefind.js?language=${language}`);
    document.documentElement.lang = language;
    const index = pagefind.createInstance({ basePath: paths[0], excerptLength: 24 });
    document.documentElement.lang = own;
    for (const path of paths.slice(1)) {
      await index.mergeIndex(path, { language });
    }
    made.push(index);
  }
  return made;
}

async function search() {
  const words = params.get("q")?.trim() || null;
  const filters = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  if (!words && Object.keys(filters).length === 0) return;
  results.replaceChildren(text("p", form.dataset.searching));
  const found = [];
  for (const index of await indexes()) {
    const answer = await index.search(words, { filters });
    if (answer?.results) found.push(...answer.results);
  }
  found.sort((a, b) => b.score - a.score);
  const list = document.createElement("ol");
  list.className = "found";
  const more = text("button", form.dataset.more);
  more.id = "more";
  more.type = "button";
  more.addEventListener("click", async () => {
    const from = list.children.length;
    await showPage(found, list, more);
    list.children[from]?.querySelector("a")?.focus();
  });
  await showPage(found, list, more);
  const summary = found.length === 0
    ? form.dataset.none
    : `${form.dataset.found}: ${found.length}`;
  // Shown together, once the first page is in: the summary means the results are there.
  results.replaceChildren(text("p", summary, "summary"), list, more);
}

// Adds the next page of results to the list; More results stays while some are left.
async function showPage(found, list, more) {
  const from = list.children.length;
  const datas = await Promise.all(found.slice(from, from + page).map((r) => r.data()));
  const root = new URL("../", location.href);
  for (const data of datas) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    // The index keeps addresses from the site's root; the site may live in any folder.
    link.href = new URL(data.url.replace(/^\//, ""), root).href;
    link.textContent = data.meta.title;
    item.append(link);
    const about = [data.meta.federation, data.meta.year, data.meta.event, data.meta.laws, data.meta.outcome]
      .filter(Boolean)
      .join(" · ");
    item.append(text("p", about, "about"));
    const passage = document.createElement("p");
    passage.className = "passage";
    // Pagefind's excerpt is the page's text escaped, with <mark> around the words found.
    passage.innerHTML = data.excerpt;
    item.append(passage);
    list.append(item);
  }
  more.hidden = list.children.length >= found.length;
}

search().catch((error) => {
  results.replaceChildren(text("p", String(error), "error"));
});
