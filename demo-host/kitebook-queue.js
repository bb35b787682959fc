// The queue snippet of widgets/embed/LIFECYCLE.md: calls to Kitebook(…) made before the
// loader has arrived wait in Kitebook.q, and the loader runs them once it is there.
window.Kitebook =
  window.Kitebook ||
  function () {
    (window.Kitebook.q = window.Kitebook.q || []).push(arguments);
  };
