// A tiny single-page app: widgets come and go without a page load, by element, by CMS div and
// through Kitebook('mount'). Clicks before the loader arrived are queued (kitebook-queue.js).
const area = document.getElementById('widget-area');
const count = document.getElementById('widget-count');

function updateCount() {
  const n = area.children.length;
  count.textContent =
    n === 0 ? 'No widgets on the page.' : `${n} widget${n === 1 ? '' : 's'} on the page.`;
}

function addBox(label) {
  const box = document.createElement('section');
  box.className = 'embed-box';
  const heading = document.createElement('h2');
  heading.textContent = label;
  box.append(heading);
  area.append(box);
  return box;
}

function addElement(locale) {
  const widget = document.createElement('kitebook-widget');
  widget.setAttribute('name', 'eca');
  widget.setAttribute('locale', locale);
  addBox(locale === 'de' ? 'Widget (Deutsch)' : 'Widget (English)').append(widget);
  updateCount();
}

function addDiv() {
  const div = document.createElement('div');
  div.className = 'kitebook-widget';
  div.dataset.name = 'eca';
  addBox('CMS div').append(div);
  updateCount();
}

function addThroughApi() {
  const box = addBox("Kitebook('mount')");
  const container = document.createElement('div');
  box.append(container);
  window.Kitebook('mount', container, { name: 'eca', locale: 'en', color: '#0b4f6c' });
  updateCount();
}

function removeBox(box) {
  // Widgets mounted through the API are unmounted through it; the others just leave the DOM.
  const container = box.querySelector('div:not(.kitebook-widget)');
  if (container) window.Kitebook('unmount', container);
  box.remove();
  updateCount();
}

document.getElementById('add-en').addEventListener('click', () => addElement('en'));
document.getElementById('add-de').addEventListener('click', () => addElement('de'));
document.getElementById('add-div').addEventListener('click', addDiv);
document.getElementById('add-api').addEventListener('click', addThroughApi);
document.getElementById('remove-last').addEventListener('click', () => {
  if (area.lastElementChild) removeBox(area.lastElementChild);
});
document.getElementById('remove-all').addEventListener('click', () => {
  for (const box of [...area.children]) removeBox(box);
});
