// The director's table page (adjudicator/web).  Every word shown comes from the message
// catalog, sent with the page (#page-data); rulings, views and reports come from the JSON
// API (docs/web.md).  No library, nothing fetched from elsewhere.
"use strict";

const DATA = JSON.parse(document.getElementById("page-data").textContent);
const SEATS = ["N", "E", "S", "W"];
const SUITS = ["S", "H", "D", "C"];
const RANKS = "AKQJT98765432";
const SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };

const state = {
  lang: DATA.languages.includes(localStorage.getItem("adjudicator-lang"))
    ? localStorage.getItem("adjudicator-lang") : DATA.languages[0],
  hands: { N: new Set(), E: new Set(), S: new Set(), W: new Set() },
  trick: [],          // cards on the trick in progress, in play order from the leader
  target: "N",        // where a clicked card goes: a seat, or "T" for the trick
  request: null,      // the last claim ruled (the API's keys)
  record: null,       // its ruling record
  candidates: null,   // the Law 12C candidates record opened beside it, if any
  step: 0,            // cards of the worst line shown in the step-through
};

const $ = (id) => document.getElementById(id);

// ---- words -------------------------------------------------------------------------

function word(key, fields = {}) {
  const table = DATA.words[state.lang] || DATA.words.en;
  const text = table[key] !== undefined ? table[key] : (DATA.words.en[key] || key);
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in fields ? fields[name] : all));
}

function cardText(code) {
  return SYMBOL[code[0]] + code.slice(1).replace("T", "10");
}

function cardNode(code, className = "") {
  const span = document.createElement("span");
  span.className = `pc s-${code[0].toLowerCase()} ${className}`.trim();
  span.textContent = cardText(code);
  return span;
}

function applyWords() {
  document.documentElement.lang = state.lang === "en" ? "en" : state.lang;
  document.title = word("web_title");
  document.querySelectorAll("[data-w]").forEach((node) => {
    node.textContent = word(node.dataset.w);
  });
  document.querySelectorAll("[data-w-label]").forEach((node) => {
    node.setAttribute("aria-label", word(node.dataset.wLabel));
  });
  fillChoices();
  buildTargets();
  buildShownOut();
  showCounts();
  document.querySelectorAll("#languages button").forEach((button) => {
    button.setAttribute("aria-pressed", String(button.dataset.lang === state.lang));
  });
}

// ---- choices of the form -------------------------------------------------------------

function setOptions(select, options) {
  const kept = select.value;
  select.replaceChildren(...options.map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    return option;
  }));
  if (options.some(([value]) => value === kept)) select.value = kept;
}

function fillChoices() {
  const seats = SEATS.map((s) => [s, word(`seat_${s}`)]);
  document.querySelectorAll("select[data-seats]").forEach((select) => {
    setOptions(select, select.dataset.seats === "optional" ? [["", "—"], ...seats] : seats);
  });
  setOptions($("trump"), [...SUITS.map((s) => [s, SYMBOL[s]]), ["NT", word("notrump")]]);
  setOptions($("class"), DATA.classes.map((c) => [c, word(`class_${c}`)]));
  setOptions($("rules"), DATA.rules.map((r) => [r, word(`rules_${r}`)]));
  setOptions($("vul"), ["None", "NS", "EW", "All"].map((v) => [v, word(`vul_${v}`)]));
  if (!$("class").dataset.touched) $("class").value = "club";
}

// ---- the card picker -----------------------------------------------------------------

function buildTargets() {
  const box = $("targets");
  box.replaceChildren(...[...SEATS, "T"].map((target) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.target = target;
    button.className = `target owner-${target}`;
    button.setAttribute("role", "radio");
    button.setAttribute("aria-checked", String(target === state.target));
    button.textContent = target === "T" ? word("web_on_trick") : word(`seat_${target}`);
    button.addEventListener("click", () => { state.target = target; buildTargets(); });
    return button;
  }));
}

function buildPicker() {
  const box = $("picker");
  box.replaceChildren(...SUITS.map((suit) => {
    const row = document.createElement("div");
    row.className = "suit-row";
    const label = document.createElement("span");
    label.className = `suit s-${suit.toLowerCase()}`;
    label.textContent = SYMBOL[suit];
    row.append(label, ...[...RANKS].map((rank) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `card s-${suit.toLowerCase()}`;
      button.dataset.card = suit + rank;
      button.textContent = rank === "T" ? "10" : rank;
      button.addEventListener("click", () => pick(suit + rank));
      return button;
    }));
    return row;
  }));
}

function ownerOf(card) {
  if (state.trick.includes(card)) return "T";
  return SEATS.find((seat) => state.hands[seat].has(card)) || "";
}

function pick(card) {
  const owner = ownerOf(card);
  if (state.target === "T" && owner !== "T" && state.trick.length >= 3) {
    showCards();
    $("entry-problem").textContent = word("web_trick_full");
    return;
  }
  if (owner === "T") state.trick = state.trick.filter((c) => c !== card);
  else if (owner) state.hands[owner].delete(card);
  if (owner !== state.target) {
    if (state.target === "T") state.trick.push(card);
    else state.hands[state.target].add(card);
  }
  showCards();
}

function showCards() {
  document.querySelectorAll("#picker .card").forEach((button) => {
    const owner = ownerOf(button.dataset.card);
    button.dataset.owner = owner;
    button.className = `card s-${button.dataset.card[0].toLowerCase()}` +
      (owner ? ` owner-${owner}` : "");
    button.title = owner === "T" ? word("web_on_trick") : owner ? word(`seat_${owner}`) : "";
  });
  showCounts();
}

// Which seats have played to the trick in progress (they hold one card fewer).
function playedToTrick() {
  const leader = SEATS.indexOf($("lead").value || "N");
  return state.trick.map((_, i) => SEATS[(leader + i) % 4]);
}

function handProblem() {
  const sizes = SEATS.map((seat) => state.hands[seat].size);
  if (sizes.every((n) => n === 0)) return word("web_no_cards");
  const played = playedToTrick();
  const full = SEATS.map((seat, i) => sizes[i] + (played.includes(seat) ? 1 : 0));
  if (full.every((n) => n === full[0])) return "";
  const counts = SEATS.map((seat, i) => `${word(`seat_${seat}`)} ${sizes[i]}`);
  return word("web_unequal", { counts: counts.join(word("list_separator")) });
}

function showCounts() {
  const parts = SEATS.map((seat) => `${word(`seat_${seat}`)}: ` +
    word("web_count", { count: state.hands[seat].size }));
  parts.push(word("web_trick_count", { count: state.trick.length }));
  $("counts").textContent = parts.join(" · ");
  const problem = handProblem();
  const shown = problem === word("web_no_cards") ? "" : problem;
  $("counts").classList.toggle("bad", Boolean(shown));
  $("entry-problem").textContent = shown;
}

function handsPbn() {
  return "N:" + SEATS.map((seat) => SUITS.map((suit) => [...RANKS]
    .filter((rank) => state.hands[seat].has(suit + rank)).join("")).join(".")).join(" ");
}

function setHands(deal) {
  const [first, rest] = [deal.trim()[0].toUpperCase(), deal.trim().slice(2)];
  const start = SEATS.indexOf(first);
  SEATS.forEach((seat) => state.hands[seat].clear());
  rest.trim().split(/\s+/).forEach((hand, i) => {
    const seat = SEATS[(start + i) % 4];
    hand.split(".").forEach((ranks, s) => {
      for (const rank of ranks.toUpperCase().replace("10", "T")) {
        state.hands[seat].add(SUITS[s] + rank);
      }
    });
  });
}

// ---- show-outs -----------------------------------------------------------------------

function buildShownOut() {
  const box = $("shown-out");
  const checked = new Set(shownOut());
  box.querySelectorAll(".so").forEach((node) => node.remove());
  SEATS.forEach((seat) => {
    const line = document.createElement("span");
    line.className = "so";
    line.append(`${word(`seat_initial_${seat}`)} `);
    SUITS.forEach((suit) => {
      const label = document.createElement("label");
      const box2 = document.createElement("input");
      box2.type = "checkbox";
      box2.value = `${seat}:${suit}`;
      box2.checked = checked.has(box2.value);
      label.append(box2, SYMBOL[suit]);
      line.append(label);
    });
    box.append(line);
  });
}

function shownOut() {
  return [...document.querySelectorAll("#shown-out input:checked")].map((b) => b.value);
}

// ---- the request -----------------------------------------------------------------------

function claimRequest() {
  const request = {
    hands: handsPbn(), trump: $("trump").value, lead: $("lead").value, trick: state.trick,
    history: $("history").value.split("\n").map((l) => l.trim()).filter(Boolean),
    shown_out: shownOut(), claimer: $("claimer").value,
    claims: Number.parseInt($("claims").value, 10), statement: $("statement").value,
    class: $("class").value, rules: $("rules").value,
    budget_ms: Math.round(Number($("budget").value || 5) * 1000), not_normal: [],
  };
  if (Number.isNaN(request.claims)) delete request.claims;
  // Law 12C3: a guess is simulated where the rule set weights; elsewhere on request
  if ($("simulate").checked) request.weights = "sixths";
  const contract = $("contract").value.trim();
  if (contract) {
    Object.assign(request, {
      contract, declarer: $("declarer").value, vul: $("vul").value,
      won: [Number($("won-declarer").value || 0), Number($("won-defenders").value || 0)],
    });
  }
  return request;
}

function fillForm(request) {
  setHands(request.hands);
  state.trick = [...(request.trick || [])];
  $("trump").value = request.trump;
  $("lead").value = request.lead;
  $("history").value = (request.history || []).join("\n");
  document.querySelectorAll("#shown-out input").forEach((box) => {
    box.checked = (request.shown_out || []).includes(box.value);
  });
  $("claimer").value = request.claimer;
  $("claims").value = request.claims;
  $("statement").value = request.statement || "";
  $("class").value = request.class || "club";
  $("rules").value = request.rules || "seed1997";
  $("contract").value = request.contract || "";
  $("declarer").value = request.declarer || "";
  $("vul").value = request.vul || "None";
  $("won-declarer").value = (request.won || [0, 0])[0];
  $("won-defenders").value = (request.won || [0, 0])[1];
  showCards();
}

async function post(path, body, as = "json") {
  const response = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    let message = `${response.status}`;
    try { message = (await response.json()).error; } catch (e) { /* not JSON */ }
    throw new Error(message);
  }
  if (as === "blob") return response.blob();
  return as === "text" ? response.text() : response.json();
}

function budgetProblem(request) {
  const seconds = request.budget_ms / 1000;
  const low = DATA.limits.min_budget_ms / 1000, high = DATA.limits.max_budget_ms / 1000;
  if (Number.isFinite(seconds) && seconds >= low && seconds <= high) return "";
  return word("web_bad_budget", { low, high });
}

async function rule(request) {
  $("rule-problem").textContent = budgetProblem(request);
  if ($("rule-problem").textContent) return;
  $("working").hidden = false;
  $("rule").disabled = true;
  try {
    // the language the server says its errors in (it rules the same in any)
    const record = await post("/api/rule", { ...request, lang: state.lang });
    state.request = request;
    state.record = record;
    $("replay-note").textContent = "";
    await showRuling();
  } catch (error) {
    $("rule-problem").textContent = word("web_cannot_rule", { message: error.message });
  } finally {
    $("working").hidden = true;
    $("rule").disabled = false;
  }
}

// ---- the ruling -------------------------------------------------------------------------

// the Law 12C candidates the director opened (adjudicate candidates --format json), shown
// after the ruling and in the committee report; null when none
function withCandidates(body) {
  return state.candidates ? { ...body, candidates: state.candidates } : body;
}

async function showRuling() {
  const view = await post("/api/view",
    withCandidates({ record: state.record, lang: state.lang }));
  $("ruling-view").innerHTML = view.html;  // rendered and escaped by the server
  $("ruling-view").lang = view.lang;
  // the decision and the score line again at the top, where a director looks first
  $("verdict").replaceChildren(...[...$("ruling-view").querySelectorAll(
    ".decision-section p")].map((node) => node.cloneNode(true)));
  showPoints(view);
  state.step = state.record.position.trick.length;
  showStep();
  $("result").hidden = false;
}

function showPoints(view) {
  const list = $("point-list");
  const items = [];
  view.struck.forEach((point) => items.push(pointItem(point, true)));
  view.points.forEach((point) => items.push(pointItem(point, false)));
  if (!items.length) {
    const none = document.createElement("li");
    none.textContent = word("web_points_none");
    items.push(none);
  }
  list.replaceChildren(...items);
}

function pointItem(point, struck) {
  const item = document.createElement("li");
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox";
  box.checked = struck;
  box.dataset.code = point.code;
  box.addEventListener("change", () => strike(point.code, box.checked));
  const text = document.createElement("span");
  text.textContent = struck ? `${word("web_struck")}: ${point.text}` : point.text;
  label.append(box, text);
  item.append(label);
  item.className = struck ? "struck" : "";
  return item;
}

function strike(code, struck) {
  const kept = (state.request.not_normal || []).filter((c) => c !== code);
  rule({ ...state.request, not_normal: struck ? [...kept, code] : kept });
}

// ---- the step-through ----------------------------------------------------------------

function lineCards() {
  return state.record.lines.worst.play.flatMap((trick) =>
    trick.cards.map((card, i) => ({ ...card, trick, last: i === trick.cards.length - 1 })));
}

function showStep() {
  const cards = lineCards();
  const shown = cards.slice(0, state.step);
  const played = new Set(shown.map((c) => c.card));
  const current = shown.length ? shown[shown.length - 1] : null;
  const table = $("table");
  const cells = {};
  SEATS.forEach((seat) => {
    const cell = document.createElement("div");
    cell.className = `hand-cell at-${seat}`;
    const name = document.createElement("div");
    name.className = "seat";
    name.textContent = word(`seat_${seat}`);
    const holding = document.createElement("div");
    holding.className = "holding";
    const hand = state.record.position.hands[seat].split(".");
    SUITS.forEach((suit, s) => {
      const line = document.createElement("div");
      const left = [...hand[s]].filter((rank) => !played.has(suit + rank));
      line.append(cardNode(suit, "suit-mark"),
        ` ${left.map((r) => r.replace("T", "10")).join(" ") || "—"}`);
      holding.append(line);
    });
    cell.append(name, holding);
    cells[seat] = cell;
  });
  const centre = document.createElement("div");
  centre.className = "centre";
  const trick = current ? current.trick : state.record.lines.worst.play[0];
  const onTable = shown.filter((c) => c.trick === trick);
  onTable.forEach((c) => {
    const node = cardNode(c.card, `slot slot-${c.seat}`);
    if (c === current && state.step > state.record.position.trick.length) {
      node.classList.add(`from-${c.seat}`);
    }
    if (current && current.last && trick.winner === c.seat) node.classList.add("winner");
    centre.append(node);
  });
  table.replaceChildren(cells.N, cells.W, centre, cells.E, cells.S);
  $("step-back").disabled = state.step <= state.record.position.trick.length;
  $("step-first").disabled = $("step-back").disabled;
  $("step-next").disabled = state.step >= cards.length;
  $("step-status").textContent = stepStatus(current, cards.length);
}

function stepStatus(current, total) {
  if (!current) return "";
  const index = state.record.lines.worst.play.indexOf(current.trick);
  const card = current.trick.cards.findIndex((c) => c.card === current.card) + 1;
  let text = word("web_step_at", { trick: current.trick.number, card, cards: total });
  const lost = state.record.ruling.lost_tricks.find((l) => l.trick === current.trick.number);
  if (current.last && lost) {
    const why = lost.why.text[state.lang] || lost.why.text.en;
    text += ` — ${word("web_step_lost", { trick: lost.trick, why })}`;
  }
  return index >= 0 ? text : "";
}

// ---- printing, files -------------------------------------------------------------------

function download(blob, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

function aboutCase() {
  const about = {};
  document.querySelectorAll("[data-about]").forEach((field) => {
    if (field.value.trim()) about[field.dataset.about] = field.value.trim();
  });
  return about;
}

async function printReport() {
  const page = await post("/api/report",
    withCandidates({ record: state.record, lang: state.lang, about: aboutCase() }), "text");
  const url = URL.createObjectURL(new Blob([page], { type: "text/html" }));
  const opened = window.open(url, "_blank");
  if (opened) opened.addEventListener("load", () => opened.print());
}

async function reportPdf() {
  try {
    const pdf = await post("/api/report", withCandidates(
      { record: state.record, lang: state.lang, format: "pdf", about: aboutCase() }), "blob");
    download(pdf, "committee-report.pdf");
  } catch (error) {
    $("rule-problem").textContent = word("web_cannot_rule", { message: error.message });
  }
}

async function openRecord(file) {
  $("rule-problem").textContent = "";
  try {
    const record = JSON.parse(await file.text());
    const again = await post("/api/replay", { record, lang: state.lang });
    fillForm(again.request);
    state.request = { ...claimRequest(), not_normal: again.request.not_normal };
    state.record = again.record;
    await showRuling();
    $("replay-note").textContent = again.reproduced
      ? word("web_reproduced", { file: file.name })
      : word("web_differs", { file: file.name, differences: again.differences.join("; ") });
  } catch (error) {
    $("rule-problem").textContent = word("web_cannot_rule", { message: error.message });
  }
}

async function openCandidates(file) {
  const note = $("candidates-note");
  note.className = "";
  const before = state.candidates;
  try {
    state.candidates = JSON.parse(await file.text());
    await showRuling();  // the server checks the record and draws it, or says why not
    note.textContent = word("web_candidates_shown", { file: file.name });
    $("close-candidates").hidden = false;
  } catch (error) {
    state.candidates = before;
    note.className = "problem";
    note.textContent = word("web_cannot_rule", { message: error.message });
  }
}

async function closeCandidates() {
  state.candidates = null;
  $("candidates-note").textContent = "";
  $("close-candidates").hidden = true;
  await showRuling();
}

async function readEvent(name, text) {
  const box = $("event-claims");
  box.replaceChildren();
  try {
    const reading = await post("/api/event", { name, text, lang: state.lang });
    const head = document.createElement("p");
    head.textContent = reading.claims.length
      ? word("web_event_claims", { file: reading.file })
      : word("web_event_none", { file: reading.file });
    box.append(head);
    reading.claims.forEach((claim) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "event-claim";
      button.textContent = `${claim.label} · ${claim.contract} ${claim.declarer}`;
      button.addEventListener("click", () => fillForm(claim.request));
      box.append(button);
    });
    if (reading.errors.length) {
      const errors = document.createElement("p");
      errors.className = "problem";
      errors.textContent = word("web_event_errors",
        { count: reading.errors.length, first: reading.errors[0].error });
      box.append(errors);
    }
  } catch (error) {
    box.textContent = word("web_cannot_rule", { message: error.message });
  }
}

function readPasted() {
  const text = $("paste").value.trim();
  if (/^[NESWnesw]:\S/.test(text) && !text.includes("[") && !text.includes("|")) {
    setHands(text);
    showCards();
  } else if (text) {
    readEvent(/^\s*[a-z]{2}\|/.test(text) ? "pasted.lin" : "pasted.pbn", text);
  }
}

// ---- start -----------------------------------------------------------------------------

function setLanguage(lang) {
  state.lang = lang;
  localStorage.setItem("adjudicator-lang", lang);
  applyWords();
  if (state.record) showRuling();
}

function start() {
  $("languages").replaceChildren(...DATA.languages.map((lang) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.lang = lang;
    button.textContent = DATA.words[lang].web_language_name;
    button.addEventListener("click", () => setLanguage(lang));
    return button;
  }));
  buildPicker();
  applyWords();
  $("trump").value = "S";
  $("lead").value = "S";
  $("claimer").value = "S";
  showCards();
  $("lead").addEventListener("change", showCounts);
  $("class").addEventListener("change", () => { $("class").dataset.touched = "1"; });
  $("clear").addEventListener("click", () => {
    SEATS.forEach((seat) => state.hands[seat].clear());
    state.trick = [];
    showCards();
  });
  $("rule").addEventListener("click", () => {
    const problem = handProblem();
    if (problem) { $("rule-problem").textContent = problem; return; }
    rule(claimRequest());
  });
  $("step-first").addEventListener("click", () => {
    state.step = state.record.position.trick.length; showStep();
  });
  $("step-back").addEventListener("click", () => { state.step -= 1; showStep(); });
  $("step-next").addEventListener("click", () => { state.step += 1; showStep(); });
  $("print").addEventListener("click", printReport);
  $("pdf").addEventListener("click", reportPdf);
  $("download").addEventListener("click", () => download(
    new Blob([JSON.stringify(state.record, null, 2)], { type: "application/json" }),
    "ruling.json"));
  $("open-record").addEventListener("change", (event) => {
    if (event.target.files[0]) openRecord(event.target.files[0]);
    event.target.value = "";
  });
  $("open-candidates").addEventListener("change", (event) => {
    if (event.target.files[0]) openCandidates(event.target.files[0]);
    event.target.value = "";
  });
  $("close-candidates").addEventListener("click", closeCandidates);
  $("upload").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) readEvent(file.name, await file.text());
    event.target.value = "";
  });
  $("paste-read").addEventListener("click", readPasted);
}

start();
