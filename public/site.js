// The only script of the cached public pages, which are served without the framework's (decision 028):
// the account link for signed-in staff, "Use my location", and the search box's suggestions, loaded
// the first time a box is used. Everything else works without script.
(() => {
  const signedIn = document.cookie.split('; ').includes('acap_signed_in=1');
  if (signedIn) {
    for (const link of document.querySelectorAll('a[data-account-link]')) {
      link.href = '/admin';
      link.textContent = link.dataset.adminLabel;
    }
  }

  // "Your town" on the home page: the last town opened, kept in this browser only (src/domain/site/last-town.ts).
  try {
    const remember = document.querySelector('[data-remember-town]');
    if (remember) localStorage.setItem('acap-last-town', remember.dataset.rememberTown);
    const yourTown = document.querySelector('[data-your-town]');
    const town = JSON.parse(localStorage.getItem('acap-last-town') || 'null');
    if (yourTown && town && typeof town.name === 'string' && /^\/weather-services\/ten-day\/[a-z0-9-]+\/[a-z0-9-]+$/.test(town.href)) {
      const link = yourTown.querySelector('a');
      link.href = town.href;
      link.textContent = yourTown.dataset.template.replace('{town}', town.name.slice(0, 80));
      yourTown.hidden = false;
    }
  } catch {
    // Storage refused (private mode, full): the page is the same without it.
  }

  // The suggestions (public/search-suggest.js) and their index are fetched together, and only when a
  // search box is first focused or typed in: a visit that never searches never downloads them.
  const boxes = document.querySelectorAll('input[data-place-search]');
  const suggest = () => {
    for (const box of boxes) {
      box.removeEventListener('focus', suggest);
      box.removeEventListener('input', suggest);
    }
    window.acapPlaceIndex = fetch(boxes[0].dataset.placeSearch)
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null);
    const script = document.createElement('script');
    script.src = '/search-suggest.js';
    document.head.append(script);
  };
  for (const box of boxes) {
    box.addEventListener('focus', suggest);
    box.addEventListener('input', suggest);
  }

  if (!('geolocation' in navigator)) return;
  for (const box of document.querySelectorAll('[data-locate]')) {
    const button = box.querySelector('button');
    const label = box.querySelector('[data-locate-label]');
    const status = box.querySelector('[role="status"]');
    if (!button || !label || !status) continue;
    box.hidden = false;
    const idle = label.textContent;
    button.addEventListener('click', () => {
      button.disabled = true;
      label.textContent = box.dataset.locating;
      status.textContent = '';
      navigator.geolocation.getCurrentPosition(
        // These pages have no router: a full load of the route handler, which redirects to the town.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        ({ coords }) => window.location.assign(`/search/near?lat=${coords.latitude.toFixed(4)}&lon=${coords.longitude.toFixed(4)}`),
        (error) => {
          button.disabled = false;
          label.textContent = idle;
          status.textContent = error.code === error.PERMISSION_DENIED ? box.dataset.refused : box.dataset.unavailable;
        },
        { enableHighAccuracy: false, timeout: 20000, maximumAge: 600000 },
      );
    });
  }
})();
