/* The batch report's sorting and filtering (adjudicator.text.batch_report), inlined into
   the page.  Without it the page still works: every row is shown, and a board's link
   opens its ruling card (CSS :target). */
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  var table = document.getElementById("claim-table");
  if (!table) { return; }
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var showing = document.getElementById("showing");
  var field = function (id) { return document.getElementById(id); };
  var filters = { text: field("f-text"), kind: field("f-kind"), event: field("f-event"),
                  law: field("f-law"), min: field("f-min"), score: field("f-score") };

  function words(list) { return (list || "").split(" ").filter(Boolean); }

  function matches(row) {
    var kind = filters.kind.value;
    if (kind === "changed" && row.dataset.changed !== "1") { return false; }
    if (kind !== "all" && kind !== "changed" && row.dataset.kind !== kind) { return false; }
    if (filters.event.value && words(row.dataset.events).indexOf(filters.event.value) < 0) {
      return false;
    }
    if (filters.law.value && words(row.dataset.laws).indexOf(filters.law.value) < 0) {
      return false;
    }
    var least = parseInt(filters.min.value || "0", 10);
    if (least > 0 && !(parseFloat(row.dataset.transferred) >= least)) { return false; }
    var points = parseInt(filters.score.value || "0", 10);
    if (points > 0 && !(parseFloat(row.dataset.score) >= points)) { return false; }
    var text = filters.text.value.trim().toLowerCase();
    return !text || row.textContent.toLowerCase().indexOf(text) >= 0;
  }

  function apply() {
    var shown = 0;
    rows.forEach(function (row) {
      var ok = matches(row);
      row.hidden = !ok;
      var card = document.getElementById(row.dataset.card);
      if (card) { card.classList.toggle("filtered", !ok); }
      if (ok) { shown += 1; }
    });
    showing.textContent = showing.dataset.template.replace("{shown}", shown)
      .replace("{total}", rows.length);
  }

  function key(row, column, numeric) {
    var cell = row.cells[column];
    var value = cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
    if (!numeric) { return value.toLowerCase(); }
    return value === "" ? null : parseFloat(value);
  }

  function sortBy(header) {
    var column = header.cellIndex;
    var numeric = header.dataset.type === "number";
    var ascending = header.getAttribute("aria-sort") === "descending" ||
      (header.getAttribute("aria-sort") !== "ascending" && !numeric);
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) {
      other.removeAttribute("aria-sort");
    });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var order = rows.map(function (row, index) { return [key(row, column, numeric), index, row]; });
    order.sort(function (a, b) {
      if (a[0] === b[0]) { return a[1] - b[1]; }
      if (a[0] === null) { return 1; }           /* nothing to sort by: always last */
      if (b[0] === null) { return -1; }
      return (a[0] < b[0] ? -1 : 1) * (ascending ? 1 : -1);
    });
    var sorted = document.createDocumentFragment();  /* one reflow, not one per row */
    order.forEach(function (item) { sorted.appendChild(item[2]); });
    body.appendChild(sorted);
  }

  Array.prototype.forEach.call(table.tHead.querySelectorAll("th button"), function (button) {
    button.addEventListener("click", function () { sortBy(button.parentElement); });
  });
  Object.keys(filters).forEach(function (name) {
    filters[name].addEventListener("input", apply);
    filters[name].addEventListener("change", apply);
  });
  Array.prototype.forEach.call(document.querySelectorAll("[data-filter-kind], [data-filter-event]"),
    function (link) {
      link.addEventListener("click", function () {
        filters.kind.value = link.dataset.filterKind || "all";
        filters.event.value = link.dataset.filterEvent || "";
        filters.law.value = "";
        filters.min.value = "";
        filters.score.value = "";
        filters.text.value = "";
        apply();
      });
    });
  rows.forEach(function (row) {
    row.addEventListener("click", function (event) {
      if (event.target.closest("a")) { return; }
      window.location.hash = row.dataset.card;
    });
  });
  apply();
}());
