// Aetherworks in the browser: a plain script, no build step.
// It only ever draws what the server sends this seat (protocol: docs/web.md) and answers
// the seat's pending decision with an option's index or a number.
"use strict";

const $ = (sel) => document.querySelector(sel);
const PROTOCOL = 1;
const app = {
  catalogue: null,     // {en: {...}, fr: {...}, ja: {...}}
  lang: localStorage.getItem("aw.lang") || "en",
  ws: null,
  game: null,          // game id
  token: null,
  seat: null,          // my seat, null when spectating
  seats: [],
  steps: [],
  stops: null,
  state: null,         // the last State frame
  log: [],
  replay: null,        // {game, n, total, seat} while watching a replay
  shownCard: null,     // the card in the side panel (shown again when the language changes)
  closing: false,
};

// ------------------------------------------------------------------ language

function t(key, args) {
  const table = app.catalogue[app.lang] || {};
  let text = table[key] ?? app.catalogue.en[key] ?? key;
  if (args) for (const [k, v] of Object.entries(args)) text = text.split(`{${k}}`).join(v);
  return text;
}

function translatePage() {
  document.documentElement.lang = app.lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
  $("#lang").value = app.lang;
}

function setLang(lang) {
  app.lang = lang;
  localStorage.setItem("aw.lang", lang);
  translatePage();
  if (app.ws && app.ws.readyState === WebSocket.OPEN) send({type: "lang", lang});
  if (app.replay) showReplayStep();
  else if (app.state) render();
  if (app.shownCard) showCard(app.shownCard);  // the card panel in the new language too
  if (!$("#lobby").hidden) showLobby();
}

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// ------------------------------------------------------------------ lobby

function myGames() {
  try { return JSON.parse(localStorage.getItem("aw.games") || "[]"); } catch { return []; }
}

function remember(game, token, seat) {
  const games = myGames().filter((g) => g.game !== game);
  games.unshift({game, token, seat, at: Date.now()});
  localStorage.setItem("aw.games", JSON.stringify(games.slice(0, 30)));
}

async function showLobby() {
  $("#lobby").hidden = false;
  $("#game").hidden = true;
  setStatus("");
  // An empty name is the placeholder, "you" in the page's language.
  if (!$("#my-name").value) $("#my-name").value = localStorage.getItem("aw.name") || "";
  if (!$("#my-deck").options.length) {
    // The second and third opponents' rows: copies of the first one's.
    const first = document.querySelector("fieldset.opponent");
    for (const n of [2, 3]) {
      const row = first.cloneNode(true);
      row.dataset.n = n;
      row.hidden = true;
      row.querySelector("legend").dataset.i18n = `lobby.opponent${n}`;
      for (const sel of row.querySelectorAll("select")) sel.id = `${sel.id}-${n}`;
      document.querySelector(`fieldset.opponent[data-n="${n - 1}"]`).after(row);
    }
    translatePage();
    const decks = await (await fetch("/api/decks")).json();
    for (const sel of document.querySelectorAll(".deck-select")) {
      for (const d of decks) {
        // A deck may be playable in a duel, at a table of 3 or 4 (Commander decks), or both.
        sel.append(el("option", {value: d.name, title: d.problem, "data-format": d.format || "",
          "data-duel": d.playable ? "yes" : "", "data-table": d.table ? "yes" : ""}));
      }
    }
    const playable = decks.filter((d) => d.playable).map((d) => d.name);
    const pick = (name) => (playable.includes(name) ? name : playable[0]);
    $("#my-deck").value = pick("temur-energy");
    for (const sel of document.querySelectorAll("fieldset.opponent .deck-select")) sel.value = pick("gruul-sample");
    updateTable();
  }
  for (const o of document.querySelectorAll(".deck-select option")) {
    o.textContent = `${o.value} (${formatName(o.dataset.format)})`;
  }
  const list = $("#my-games");
  list.replaceChildren();
  for (const g of myGames()) {
    const href = `#game=${g.game}&token=${g.token || ""}`;
    list.append(el("li", {}, el("a", {href}, `${g.game}`),
      ` ${t("seat", {n: g.seat})} · ${new Date(g.at).toLocaleString(app.lang)}`));
  }
  if (!list.children.length) list.append(el("li", {class: "empty"}, t("lobby.noGames")));
}

function updateTable() {
  // 2 to 4 seats: one opponent row per other seat; at 3 or 4, Commander decks may be chosen.
  const n = Number($("#players").value);
  for (const row of document.querySelectorAll("fieldset.opponent")) row.hidden = Number(row.dataset.n) >= n;
  $("#table-hint").hidden = n < 3;
  for (const sel of document.querySelectorAll(".deck-select")) {
    for (const o of sel.options) o.disabled = !(n > 2 ? o.dataset.table : o.dataset.duel);
    if (sel.selectedOptions[0]?.disabled) sel.value = [...sel.options].find((o) => !o.disabled)?.value ?? "";
  }
}

function formatName(format) {
  // A deck's format as its file names it; the usual ones in the page's language.
  if (!format) return "—";
  return app.catalogue.en[`format.${format}`] ? t(`format.${format}`) : format;
}

async function checkDeck() {
  const report = $("#deck-report");
  const res = await fetch("/api/decks/check", {
    method: "POST", headers: {"content-type": "application/json"},
    body: JSON.stringify({text: $("#deck-text").value}),
  });
  const body = await res.json();
  report.replaceChildren();
  if (body.ok) {
    report.className = "report ok";
    report.append(t("lobby.deckOk", {name: body.name, cards: body.cards, format: formatName(body.format)}));
  } else {
    report.className = "report bad";
    report.append(el("div", {}, t("lobby.deckBad")));
    for (const p of body.problems || [body.detail]) report.append(el("div", {}, String(p)));
  }
  return body.ok;
}

async function createGame(ev) {
  ev.preventDefault();
  const name = $("#my-name").value.trim() || t("you.default");
  localStorage.setItem("aw.name", name);
  const upload = document.querySelector("input[name=deck-source]:checked").value === "upload";
  if (upload && !(await checkDeck())) return;
  const seats = [{name, player: "human", deck: upload ? {text: $("#deck-text").value} : {name: $("#my-deck").value}}];
  for (const row of document.querySelectorAll("fieldset.opponent")) {
    if (row.hidden) continue;
    const player = row.querySelector(".player-select").value;
    let oppName = player === "human" ? t("friend.default") : t(`player.${player}`);
    if (seats.some((s) => s.name === oppName)) oppName = `${oppName} ${seats.length + 1}`;
    seats.push({name: oppName, player, deck: {name: row.querySelector(".deck-select").value}});
  }
  const body = {seats, max_turns: Number($("#max-turns").value) || 60};
  if ($("#seed").value !== "") body.seed = Number($("#seed").value);
  const res = await fetch("/api/games", {
    method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body),
  });
  const out = await res.json();
  if (!res.ok) {
    $("#create-report").className = "report bad";
    $("#create-report").textContent = typeof out.detail === "string" ? out.detail : JSON.stringify(out.detail);
    return;
  }
  remember(out.game, out.tokens[0], 0);
  // The other human seats' tokens: one invite link each (kept in this tab only).
  const invites = Object.fromEntries(Object.entries(out.tokens).filter(([seat]) => seat !== "0"));
  if (Object.keys(invites).length) sessionStorage.setItem(`aw.invites.${out.game}`, JSON.stringify(invites));
  location.hash = `game=${out.game}&token=${out.tokens[0]}`;
}

// ------------------------------------------------------------------ socket

function send(msg) {
  app.ws.send(JSON.stringify({v: PROTOCOL, ...msg}));
}

function connect() {
  if (app.ws) { app.closing = true; app.ws.close(); }
  app.closing = false;
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${app.game}`);
  app.ws = ws;
  setStatus(t("status.connecting"));
  ws.onopen = () => send({type: "join", token: app.token || null, lang: app.lang});
  ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
  ws.onclose = () => {
    if (app.ws !== ws || app.closing) return;
    setStatus(t("status.disconnected"), "bad");
    setTimeout(() => { if (app.ws === ws) connect(); }, 1000);  // the server may be restarting
  };
}

function onMessage(msg) {
  if (msg.type === "welcome") {
    app.seat = msg.seat;
    app.seats = msg.seats;
    app.steps = msg.steps;
    app.stops = msg.stops;
    renderStops();
  } else if (msg.type === "state") {
    if (msg.log_reset) app.log = [];
    app.log.push(...msg.log);
    app.state = msg;
    render();
  } else if (msg.type === "error") {
    setStatus(`${t("error")}: ${msg.message}`, "bad");
    if (msg.code === "bad_token" || msg.code === "no_such_game") app.closing = true;
  }
}

// ------------------------------------------------------------------ drawing

function setStatus(text, cls = "") {
  const s = $("#status");
  s.textContent = text;
  s.className = cls;
}

function capital(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
function stepName(step) { return capital(t(`step.${step}`)); }

function counterName(name) {
  const key = `counter.${name}`;
  const tr = t(key);
  return tr === key ? name : capital(tr);
}

function choosable(card) {
  const d = app.state && !app.replay ? app.state.decision : null;
  if (!d) return [];
  return d.options.filter((o) => o.card === card.id);
}

function cardEl(c) {
  const opts = choosable(c);
  const div = el("div", {
    class: ["card", c.tapped ? "tapped" : "", opts.length ? "choosable" : "",
      c.attacking ? "attacking" : "", c.blocking.length ? "blocking" : "",
      c.types.includes("Land") ? "land" : "", c.token ? "token" : ""].join(" ").trim(),
    "data-id": c.id, "data-name": c.name, tabindex: 0,
    title: c.display,
    onclick: () => (opts.length ? chooseFrom(opts) : showCard(c)),
    onmouseenter: () => showCard(c),
  });
  div.append(el("div", {class: "name"}, c.display));
  if (c.mana_cost && !c.types.includes("Land")) div.append(el("div", {class: "cost"}, c.mana_cost));
  const badges = el("div", {class: "badges"});
  if (c.power !== null && c.toughness !== null) {
    badges.append(el("span", {class: "pt"}, `${c.power}/${c.toughness}`));
  }
  for (const [k, v] of Object.entries(c.counters)) {
    badges.append(el("span", {class: "counter"}, `${counterName(k)} ×${v}`));
  }
  if (c.damage) badges.append(el("span", {class: "dmg"}, `${t("card.damage")} ${c.damage}`));
  if (c.tapped) badges.append(el("span", {class: "flag"}, t("card.tapped")));
  if (c.sick && c.zone === "battlefield" && c.types.includes("Creature")) badges.append(el("span", {class: "flag"}, t("card.sick")));
  if (c.exerted) badges.append(el("span", {class: "flag"}, t("card.exerted")));
  if (c.attacking) {
    // At a table, whom it attacks: a player or a planeswalker [506.3, 508.1b].
    const who = app.state.view.players.length > 2 ? t("card.attackingWho", {name: refName(c.attacking)}) : t("card.attacking");
    badges.append(el("span", {class: "flag"}, who));
  }
  if (c.blocking.length) badges.append(el("span", {class: "flag"}, t("card.blocking")));
  if (c.token) badges.append(el("span", {class: "flag"}, t("card.token")));
  if (c.zone === "stack" && c.targets.length) {
    badges.append(el("span", {class: "flag"}, `${t("card.targets")}: ${c.targets.map(refName).join(", ")}`));
  }
  if (c.zone === "stack" && c.resolving) div.append(el("div", {class: "text"}, c.resolving));
  div.append(badges);
  return div;
}

function refName(ref) {
  const v = app.state.view;
  if (ref < 0) return v.players[-1 - ref]?.name ?? ref;
  const all = [...v.battlefield, ...v.stack, ...v.exile, ...v.players.flatMap((p) => [...p.graveyard, ...(p.hand || [])])];
  return all.find((c) => c.id === ref)?.display ?? `#${ref}`;
}

function cardsEl(cards, cls = "") {
  const div = el("div", {class: `cards ${cls}`});
  for (const c of cards) div.append(cardEl(c));
  if (!cards.length) div.append(el("span", {class: "empty"}, t("zone.empty")));
  return div;
}

function playerEl(p, mine) {
  const v = app.state.view;
  const d = app.state && !app.replay ? app.state.decision : null;
  const opts = d ? d.options.filter((o) => o.player === p.index) : [];
  const box = el("div", {
    class: `player ${opts.length ? "choosable" : ""} ${v.active === p.index ? "active" : ""} ${p.left ? "gone" : ""}`,
    "data-player": p.index,
    onclick: () => opts.length && chooseFrom(opts),
  });
  box.append(el("span", {class: "pname"}, p.name));
  box.append(el("span", {class: "life", "data-stat": "life"}, `${t("stat.life")} ${p.life}`));
  box.append(el("span", {class: "energy", "data-stat": "energy"},
    `${t("counter.energy")} ${p.counters.energy || 0}`));
  for (const [k, n] of Object.entries(p.counters)) {
    if (k !== "energy") box.append(el("span", {class: "counter"}, `${counterName(k)} ${n}`));
  }
  box.append(el("span", {}, `${t("zone.hand")} ${p.hand_size}`));
  box.append(el("span", {}, `${t("zone.library")} ${p.library_size}`));
  const pool = Object.entries(p.mana_pool).filter(([, n]) => n);
  if (pool.length) box.append(el("span", {}, `${t("stat.pool")} ${pool.map(([c, n]) => `{${c}}×${n}`).join(" ")}`));
  for (const des of p.designations) box.append(el("span", {class: "flag"}, capital(t(`designation.${des}`))));
  if (p.left) box.append(el("span", {class: "flag left"}, t("stat.left")));
  // Commander: combat damage from each commander (21 loses [903.10a]) and the tax [903.8].
  for (const cd of p.commander_damage || []) {
    box.append(el("span", {class: "counter cmdr-damage", title: v.players[cd.owner]?.name ?? ""},
      `${t("stat.commanderDamage")} ${cd.display} ${cd.amount}`));
  }
  for (const [name, n] of Object.entries(p.commander_casts || {})) {
    if (n) box.append(el("span", {class: "counter", title: name}, `${t("stat.commanderTax")} +${2 * n}`));
  }
  const wrap = el("div", {class: `seat ${mine ? "me" : "them"}`});
  wrap.append(box);
  const bf = v.battlefield.filter((c) => c.controller === p.index);
  const lands = bf.filter((c) => c.types.includes("Land") && !c.types.includes("Creature"));
  const others = bf.filter((c) => !lands.includes(c));
  const zones = el("div", {class: "zones"});
  zones.append(el("div", {class: "zone-title"}, t("zone.battlefield")), cardsEl(others, "battlefield"));
  zones.append(el("div", {class: "zone-title"}, t("zone.lands")), cardsEl(lands, "lands"));
  const side = el("div", {class: "pile-row"});
  side.append(el("details", {class: "pile graveyard"}, el("summary", {}, `${t("zone.graveyard")} (${p.graveyard.length})`), cardsEl(p.graveyard)));
  const exiled = v.exile.filter((c) => c.owner === p.index);
  side.append(el("details", {class: "pile exile"}, el("summary", {}, `${t("zone.exile")} (${exiled.length})`), cardsEl(exiled)));
  const command = v.command.filter((c) => c.owner === p.index);
  if (command.length) side.append(el("details", {class: "pile"}, el("summary", {}, `${t("zone.command")} (${command.length})`), cardsEl(command)));
  zones.append(side);
  if (p.hand) zones.append(el("div", {class: "zone-title"}, t("zone.hand")), cardsEl(p.hand, "hand"));
  wrap.append(zones);
  return wrap;
}

function render() {
  const st = app.state;
  $("#lobby").hidden = true;
  $("#game").hidden = false;
  const v = st.view;
  const me = app.replay ? app.replay.seat : app.seat;
  const mineIdx = me ?? 0;
  $("#others").replaceChildren(...v.players.filter((p) => p.index !== mineIdx).map((p) => playerEl(p, false)));
  $("#mine").replaceChildren(...v.players.filter((p) => p.index === mineIdx).map((p) => playerEl(p, me !== null)));
  $("#stack").replaceChildren(cardsEl([...v.stack].reverse(), "stack"));
  if (v.offered.length) $("#stack").append(el("div", {class: "zone-title"}, t("zone.offered")), cardsEl(v.offered));
  $("#turn-info").textContent = t("turn.info", {
    turn: v.turn, name: v.players[v.active].name, step: stepName(v.step),
  });
  renderDecision();
  renderLog();
  renderMenu();
}

function renderDecision() {
  const st = app.state;
  const box = $("#decision");
  box.replaceChildren();
  // For tests and assistive tools: which frame is shown, and what it asks.
  document.body.dataset.seq = st.seq;
  document.body.dataset.decision = (!app.replay && st.decision) ? st.decision.kind : "";
  document.body.dataset.over = st.result ? "yes" : "";
  if (st.result) {
    const r = st.result;
    const text = r.winner === null ? t("status.draw") : t("status.won", {name: st.view.players[r.winner].name});
    box.append(el("h3", {class: "result"}, text), el("p", {}, r.reason));
    setStatus(t("status.over"));
    return;
  }
  const d = app.replay ? null : st.decision;
  if (!d) {
    if (app.replay) return;
    const who = st.waiting_for;
    const name = who === null ? "" : app.seats[who]?.name ?? who;
    box.append(el("p", {class: "waiting"}, t("status.waiting", {name})));
    setStatus(app.seat === null ? t("status.spectating") : t("status.waiting", {name}));
    return;
  }
  setStatus(t("status.yourDecision"), "go");
  box.append(el("h3", {}, t(`decision.${d.kind}`)));
  box.append(el("p", {class: "prompt"}, d.prompt, " ", citeEl(d.cr)));
  if (d.number) {
    const {lo, hi, allowed} = d.number;
    const num = el("input", {type: "number", id: "number", min: lo, max: hi, value: allowed ? allowed[allowed.length - 1] : hi});
    const slider = el("input", {type: "range", id: "number-slider", min: lo, max: hi, value: num.value});
    slider.addEventListener("input", () => { num.value = slider.value; });
    num.addEventListener("input", () => { slider.value = num.value; });
    box.append(el("label", {}, t("number.range", {lo, hi}), " ", num), slider);
    if (allowed) box.append(el("p", {class: "hint"}, t("number.allowed", {list: allowed.join(", ")})));
    box.append(el("button", {class: "primary", id: "number-ok", onclick: () => send({type: "choose", seq: d.seq, number: Number(num.value)})}, t("number.ok")));
    return;
  }
  const list = el("div", {class: "options"});
  for (const o of d.options) {
    list.append(el("button", {
      class: `option kind-${o.kind}`, "data-index": o.index, "data-kind": o.kind,
      onclick: () => choose(o),
      onmouseenter: () => highlight(o, true), onmouseleave: () => highlight(o, false),
    }, o.label));
  }
  box.append(list);
}

function highlight(o, on) {
  const sel = o.card ? `.card[data-id="${o.card}"]` : o.player !== null ? `.player[data-player="${o.player}"]` : null;
  if (sel) for (const e of document.querySelectorAll(sel)) e.classList.toggle("hover", on);
}

function choose(o) {
  send({type: "choose", seq: app.state.decision.seq, index: o.index});
}

function chooseFrom(opts) {
  if (opts.length === 1) return choose(opts[0]);
  const box = $("#pick-options");
  box.replaceChildren(...opts.map((o) => el("button", {class: "option", onclick: () => { $("#pick-dialog").close(); choose(o); }}, o.label)));
  $("#pick-dialog").showModal();
}

function citeEl(cr) {
  if (!cr) return null;
  return el("a", {class: "cite", href: "#", "data-cr": cr, onclick: (e) => { e.preventDefault(); showRule(cr); }}, `[${cr}]`);
}

async function showRule(cr) {
  const res = await fetch(`/api/rules/${encodeURIComponent(cr)}`);
  const body = await res.json();
  $("#rule-title").textContent = `${t("rules.title")} ${cr}`;
  $("#rule-text").textContent = res.ok ? body.text : body.detail;
  $("#rule-dialog").showModal();
}

async function showCard(c) {
  const box = $("#card-detail");
  box.hidden = false;
  app.shownCard = c;
  const res = await fetch(`/api/cards/${encodeURIComponent(c.name)}?lang=${app.lang}`);
  box.replaceChildren();
  if (res.ok) {
    const info = await res.json();
    box.append(el("h3", {}, info.name), el("div", {class: "cost"}, info.mana_cost),
      el("div", {class: "type"}, info.type_line),
      el("p", {class: "text"}, info.text));
  } else {  // a token, or an ability on the stack: what the game says it does
    box.append(el("h3", {}, c.display));
    for (const a of c.abilities) box.append(el("p", {class: "text"}, a));
  }
}

function renderLog() {
  const ol = $("#log");
  ol.replaceChildren(...app.log.map((l) => el("li", {}, l.text, " ", citeEl(l.cr))));
  ol.scrollTop = ol.scrollHeight;
}

function renderStops() {
  const table = $("#stops-table");
  table.replaceChildren();
  $("#stops").hidden = !app.stops;
  if (!app.stops) return;
  table.append(el("tr", {}, el("th"), el("th", {}, t("stops.own")), el("th", {}, t("stops.opponent"))));
  for (const step of app.steps) {
    const row = el("tr", {}, el("td", {}, stepName(step)));
    for (const side of ["own", "opponent"]) {
      const box = el("input", {type: "checkbox", "data-step": step, "data-side": side,
        checked: app.stops[side].includes(step), onchange: sendStops});
      row.append(el("td", {}, box));
    }
    table.append(row);
  }
}

function sendStops() {
  const pick = (side) => [...document.querySelectorAll(`#stops-table input[data-side=${side}]:checked`)].map((b) => b.dataset.step);
  send({type: "stops", own: pick("own"), opponent: pick("opponent")});
}

function renderMenu() {
  const over = !!app.state.result;
  const left = app.seat !== null && app.state.view.players[app.seat]?.left;  // [800.4a]
  $("#concede").hidden = app.seat === null || over || !!app.replay || left;
  $("#download").hidden = !over;
  $("#download").href = `/api/games/${app.game}/replay`;
  $("#watch").hidden = !over || !!app.replay;
  $("#watch").href = `#replay=${app.game}`;
  let invites = {};
  try { invites = JSON.parse(sessionStorage.getItem(`aw.invites.${app.game}`) || "{}"); } catch { invites = {}; }
  const seats = Object.entries(invites);
  $("#invite").hidden = !seats.length || over;
  if (seats.length) {
    const rows = [el("div", {}, t("menu.invite"))];
    for (const [seat, token] of seats) {
      const link = `${location.origin}/#game=${app.game}&token=${token}`;
      if (seats.length > 1) rows.push(el("div", {}, t("menu.inviteSeat", {name: app.seats[seat]?.name ?? seat})));
      rows.push(el("input", {readonly: true, value: link, class: "invite", "data-seat": seat}));
    }
    $("#invite").replaceChildren(...rows);
  }
  $("#replay-controls").hidden = !app.replay;
}

// ------------------------------------------------------------------ replays

async function openReplay(game) {
  const info = await (await fetch(`/api/games/${game}`)).json();
  app.replay = {game, n: info.choices, total: info.choices, seat: 0};
  app.game = game;
  app.seats = info.seats;
  const sel = $("#rp-seat");
  sel.replaceChildren(...info.seats.map((s) => el("option", {value: s.seat}, s.name)), el("option", {value: ""}, t("spectator")));
  $("#rp-slider").max = info.choices;
  $("#rp-download").href = `/api/games/${game}/replay`;
  $("#stops").hidden = true;
  await showReplayStep();
}

async function showReplayStep() {
  const r = app.replay;
  r.n = Math.max(0, Math.min(r.total, r.n));
  const seat = r.seat === null ? "" : `&seat=${r.seat}`;
  const res = await fetch(`/api/games/${r.game}/replay/${r.n}?lang=${app.lang}${seat}`);
  const st = await res.json();
  if (!res.ok) { setStatus(st.detail, "bad"); return; }
  app.state = st;
  app.log = st.log;
  $("#rp-slider").value = r.n;
  $("#rp-step").textContent = t("replay.step", {n: r.n, total: r.total});
  render();
  setStatus(t("replay.title"));
}

function replayGo(n) { app.replay.n = n; showReplayStep(); }

// ------------------------------------------------------------------ routing

function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (app.ws) { app.closing = true; app.ws.close(); app.ws = null; }
  app.state = null;
  app.replay = null;
  if (params.get("replay")) return openReplay(params.get("replay"));
  if (params.get("game")) {
    app.game = params.get("game");
    app.token = params.get("token") || null;
    app.log = [];
    return connect();
  }
  return showLobby();
}

async function main() {
  app.catalogue = await (await fetch("/api/i18n")).json();
  if (!app.catalogue[app.lang]) app.lang = "en";
  translatePage();
  $("#lang").addEventListener("change", (e) => setLang(e.target.value));
  $("#new-game").addEventListener("submit", createGame);
  $("#players").addEventListener("change", updateTable);
  $("#check-deck").addEventListener("click", checkDeck);
  $("#deck-file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (!f) return;
    $("#deck-text").value = await f.text();
    $("#deck-file-name").textContent = f.name;
    document.querySelector("input[name=deck-source][value=upload]").checked = true;
    checkDeck();
  });
  $("#deck-text").addEventListener("input", () => {
    document.querySelector("input[name=deck-source][value=upload]").checked = true;
  });
  $("#concede").addEventListener("click", () => { if (confirm(t("concede.confirm"))) send({type: "concede"}); });
  $("#rp-first").addEventListener("click", () => replayGo(0));
  $("#rp-prev").addEventListener("click", () => replayGo(app.replay.n - 1));
  $("#rp-next").addEventListener("click", () => replayGo(app.replay.n + 1));
  $("#rp-last").addEventListener("click", () => replayGo(app.replay.total));
  $("#rp-slider").addEventListener("change", (e) => replayGo(Number(e.target.value)));
  $("#rp-seat").addEventListener("change", (e) => { app.replay.seat = e.target.value === "" ? null : Number(e.target.value); showReplayStep(); });
  window.addEventListener("hashchange", route);
  route();
}

main();
