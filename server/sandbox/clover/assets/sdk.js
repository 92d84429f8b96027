/*
 * Local Clover sandbox: the card-fields script. Same interface as Clover's hosted iframe SDK:
 *   const clover = new Clover(publicKey, { merchantId });
 *   const elements = clover.elements();
 *   elements.create('CARD_NUMBER', styles).mount('#card-number');   // also CARD_DATE, CARD_CVV,
 *   element.addEventListener('change', (event) => event.CARD_NUMBER.error);  // CARD_POSTAL_CODE, CARD_NAME
 *   const { token, errors } = await clover.createToken();
 * Each field is an input inside its own sandboxed iframe (an opaque origin), so the page's script
 * never sees card data: the card-number frame gathers the other fields from their frames, asks the
 * sandbox's token endpoint for a token, and hands only the token to the page.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('./', script && script.src ? script.src : window.location.href);
  var TITLES = {
    CARD_NUMBER: 'Card number',
    CARD_DATE: 'Card expiration date',
    CARD_CVV: 'Card security code',
    CARD_POSTAL_CODE: 'Billing postal code',
    CARD_NAME: 'Name on card',
  };
  var SOURCE = 'clover-sandbox';
  var TOKEN_TIMEOUT_MS = 30000;
  var FRAMES_TIMEOUT_MS = 10000;
  var instances = 0;

  function randomId() {
    var bytes = new Uint8Array(8);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return b.toString(16).padStart(2, '0');
      })
      .join('');
  }

  function CloverElement(owner, type, styles) {
    this.owner = owner;
    this.type = type;
    this.styles = styles || {};
    this.listeners = {};
    this.frame = null;
  }

  CloverElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('Clover: no element matches ' + target);
    var frame = document.createElement('iframe');
    frame.name = 'clover-' + this.owner.group + '-' + this.type;
    frame.title = TITLES[this.type];
    // No allow-same-origin: the field's document gets an opaque origin the page cannot reach into.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block;overflow:hidden;';
    var params = new URLSearchParams({
      type: this.type,
      group: this.owner.group,
      key: this.owner.apiKey,
      styles: JSON.stringify(this.styles),
    });
    frame.src = new URL('elements/field.html', base).href + '#' + params.toString();
    host.replaceChildren(frame);
    this.frame = frame;
    this.owner.frames[this.type] = frame;
    // A field mounted again (a new, empty one) is ready, and has a state, only once its frame says so.
    delete this.owner.ready[this.type];
    delete this.owner.state[this.type];
    return this;
  };

  CloverElement.prototype.addEventListener = function (name, listener) {
    (this.listeners[name] = this.listeners[name] || []).push(listener);
  };

  CloverElement.prototype.removeEventListener = function (name, listener) {
    this.listeners[name] = (this.listeners[name] || []).filter(function (l) {
      return l !== listener;
    });
  };

  CloverElement.prototype.unmount = function () {
    if (this.frame) this.frame.remove();
    delete this.owner.frames[this.type];
    this.frame = null;
  };

  function Elements(owner) {
    this.owner = owner;
  }

  Elements.prototype.create = function (type, styles) {
    if (!TITLES[type]) throw new Error('Clover: unknown element type ' + type);
    var element = new CloverElement(this.owner, type, styles);
    this.owner.created[type] = element;
    return element;
  };

  function Clover(apiKey, options) {
    if (!apiKey) throw new Error('Clover: an API access key is required');
    this.apiKey = apiKey;
    this.merchantId = (options && options.merchantId) || '';
    instances += 1;
    this.group = 'g' + instances + randomId();
    this.frames = {};
    this.created = {};
    this.state = {};
    this.pending = {};
    this.ready = {};
    window.addEventListener('message', (event) => this.onMessage(event));
  }

  Clover.prototype.elements = function () {
    return new Elements(this);
  };

  Clover.prototype.isOwnFrame = function (source) {
    var frames = this.frames;
    return Object.keys(frames).some(function (type) {
      return frames[type].contentWindow === source;
    });
  };

  Clover.prototype.onMessage = function (event) {
    var data = event.data;
    if (!data || data.source !== SOURCE || data.group !== this.group || !this.isOwnFrame(event.source))
      return;
    if (data.kind === 'ready') {
      this.ready[data.field] = true;
    } else if (data.kind === 'state') {
      this.state[data.field] = data.state;
      var element = this.created[data.field];
      var snapshot = JSON.parse(JSON.stringify(this.state));
      ((element && element.listeners[data.event]) || []).forEach(function (listener) {
        listener(snapshot);
      });
    } else if (data.kind === 'result' && this.pending[data.request]) {
      var resolve = this.pending[data.request];
      delete this.pending[data.request];
      resolve(data.errors ? { errors: data.errors } : { token: data.token, card: data.card });
    }
  };

  Clover.prototype.framesReady = function () {
    return Object.keys(this.frames).every((type) => this.ready[type]);
  };

  Clover.prototype.createToken = function () {
    var primary = this.frames.CARD_NUMBER;
    if (!primary || !primary.contentWindow) {
      return Promise.resolve({ errors: { CARD_NUMBER: 'Card number is required' } });
    }
    var request = randomId();
    var names = Object.keys(this.frames).map((type) => this.frames[type].name);
    var started = Date.now();
    return new Promise((resolve) => {
      this.pending[request] = resolve;
      // The fields' frames may still be loading: tokenise once every one of them has said it is ready.
      var send = () => {
        if (!this.pending[request]) return;
        if (!this.framesReady() && Date.now() - started < FRAMES_TIMEOUT_MS) {
          window.setTimeout(send, 50);
          return;
        }
        primary.contentWindow.postMessage(
          { source: SOURCE, kind: 'tokenize', group: this.group, request: request, fields: names },
          '*',
        );
      };
      send();
      window.setTimeout(() => {
        if (!this.pending[request]) return;
        delete this.pending[request];
        resolve({ errors: { CARD_NUMBER: 'The payment service did not answer. Please try again.' } });
      }, TOKEN_TIMEOUT_MS);
    });
  };

  window.Clover = Clover;
})();
