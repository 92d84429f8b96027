/*
 * One card field of the local Clover sandbox, inside a sandboxed iframe (opaque origin). It tells
 * the page only its state ({ touched, error }). The card-number field also tokenises: it gathers
 * the values of the other fields of its group straight from their frames, posts the card to the
 * sandbox's token endpoint and hands the page nothing but the token.
 */
(function () {
  'use strict';
  var SOURCE = 'clover-sandbox';
  var params = new URLSearchParams(window.location.hash.slice(1));
  var type = params.get('type') || 'CARD_NUMBER';
  var group = params.get('group') || '';
  var apiKey = params.get('key') || '';
  var base = new URL('../', window.location.href);
  var input = document.getElementById('field');
  var touched = false;

  var FIELDS = {
    CARD_NUMBER: {
      label: 'Card number',
      autocomplete: 'cc-number',
      inputMode: 'numeric',
      placeholder: '1234 1234 1234 1234',
      maxLength: 23,
      required: 'Card number is required',
      format: function (value) {
        return value
          .replace(/\D/g, '')
          .slice(0, 19)
          .replace(/(\d{4})(?=\d)/g, '$1 ');
      },
      invalid: function (value) {
        var digits = value.replace(/\D/g, '');
        return digits.length < 13 || !luhn(digits) ? 'Card number is invalid.' : '';
      },
    },
    CARD_DATE: {
      label: 'Expiration date (MM/YY)',
      autocomplete: 'cc-exp',
      inputMode: 'numeric',
      placeholder: 'MM/YY',
      maxLength: 7,
      required: 'Card expiry is required',
      format: function (value) {
        var digits = value.replace(/\D/g, '').slice(0, 6);
        return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
      },
      invalid: function (value) {
        var parts = expiry(value);
        if (!parts) return 'Card expiry is invalid.';
        var now = new Date();
        return parts.year * 12 + parts.month < now.getFullYear() * 12 + now.getMonth() + 1
          ? 'Card expiry is invalid.'
          : '';
      },
    },
    CARD_CVV: {
      label: 'Security code (CVV)',
      autocomplete: 'cc-csc',
      inputMode: 'numeric',
      placeholder: 'CVV',
      maxLength: 4,
      required: 'Card CVV is required',
      format: function (value) {
        return value.replace(/\D/g, '').slice(0, 4);
      },
      invalid: function (value) {
        return /^\d{3,4}$/.test(value) ? '' : 'Card CVV is invalid.';
      },
    },
    CARD_POSTAL_CODE: {
      label: 'Billing postal code',
      autocomplete: 'postal-code',
      inputMode: 'text',
      placeholder: 'ZIP / postal code',
      maxLength: 10,
      required: 'Postal code is required',
      format: function (value) {
        return value.toUpperCase().slice(0, 10);
      },
      invalid: function (value) {
        return /^[A-Z0-9][A-Z0-9 -]{2,9}$/.test(value.trim()) ? '' : 'Postal code is invalid.';
      },
    },
    CARD_NAME: {
      label: 'Name on card',
      autocomplete: 'cc-name',
      inputMode: 'text',
      placeholder: 'Name on card',
      maxLength: 80,
      required: 'Name on card is required',
      format: function (value) {
        return value.slice(0, 80);
      },
      invalid: function () {
        return '';
      },
    },
  };
  var field = FIELDS[type] || FIELDS.CARD_NUMBER;

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function expiry(value) {
    var match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(value.trim());
    if (!match) return null;
    var month = Number(match[1]);
    var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return month >= 1 && month <= 12 ? { month: month, year: year } : null;
  }

  function problem(value, spec) {
    var rules = spec || field;
    return value.trim() ? rules.invalid(value) : rules.required;
  }

  input.setAttribute('aria-label', field.label);
  input.autocomplete = field.autocomplete;
  input.inputMode = field.inputMode;
  input.placeholder = field.placeholder;
  input.maxLength = field.maxLength;
  try {
    var styles = JSON.parse(params.get('styles') || '{}');
    var own = (styles && (styles.input || styles[type])) || {};
    Object.keys(own).forEach(function (name) {
      input.style[name] = own[name];
    });
  } catch {
    // Styles are optional; a bad value leaves the defaults.
  }

  function send(message) {
    message.source = SOURCE;
    message.group = group;
    window.parent.postMessage(message, '*');
  }

  function report(event) {
    var error = touched ? problem(input.value) : '';
    input.setAttribute('aria-invalid', error ? 'true' : 'false');
    var state = { touched: touched };
    if (error) state.error = error;
    send({ kind: 'state', event: event, field: type, state: state });
  }

  input.addEventListener('input', function () {
    var formatted = field.format(input.value);
    if (formatted !== input.value) input.value = formatted;
    report('change');
  });
  input.addEventListener('blur', function () {
    if (input.value) touched = true;
    report('blur');
  });
  input.addEventListener('focus', function () {
    report('focus');
  });

  send({ kind: 'ready', field: type });

  var primaryName = 'clover-' + group + '-CARD_NUMBER';
  var gathering = {};

  function frameNamed(name) {
    try {
      return window.parent.frames[name] || null;
    } catch {
      return null;
    }
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.source !== SOURCE || data.group !== group) return;
    // Values go only to this group's card-number frame, never to the page.
    if (data.kind === 'collect' && event.source && event.source === frameNamed(primaryName)) {
      event.source.postMessage(
        {
          source: SOURCE,
          group: group,
          kind: 'value',
          request: data.request,
          field: type,
          value: input.value,
        },
        '*',
      );
    } else if (data.kind === 'value' && type === 'CARD_NUMBER' && gathering[data.request]) {
      gathering[data.request].values[data.field] = data.value;
      gathering[data.request].check();
    } else if (data.kind === 'tokenize' && type === 'CARD_NUMBER' && event.source === window.parent) {
      tokenize(data.request, data.fields || []);
    }
  });

  function tokenize(request, names) {
    var others = names.filter(function (name) {
      return name !== primaryName;
    });
    var job = { values: {}, done: false };
    job.values[type] = input.value;
    job.check = function () {
      if (job.done || Object.keys(job.values).length < others.length + 1) return;
      job.done = true;
      delete gathering[request];
      finish(request, job.values);
    };
    gathering[request] = job;
    others.forEach(function (name) {
      var frame = frameNamed(name);
      if (frame) frame.postMessage({ source: SOURCE, group: group, kind: 'collect', request: request }, '*');
    });
    job.check();
    window.setTimeout(function () {
      if (job.done) return;
      job.done = true;
      delete gathering[request];
      send({ kind: 'result', request: request, errors: { CARD_NUMBER: 'The card form is not ready yet.' } });
    }, 5000);
  }

  function finish(request, values) {
    var errors = {};
    Object.keys(values).forEach(function (name) {
      var spec = FIELDS[name];
      var error = spec && problem(values[name], spec);
      if (error) errors[name] = error;
    });
    if (Object.keys(errors).length > 0) {
      send({ kind: 'result', request: request, errors: errors });
      return;
    }
    var date = values.CARD_DATE ? expiry(values.CARD_DATE) : null;
    var card = { number: values.CARD_NUMBER.replace(/\D/g, ''), cvv: values.CARD_CVV || '' };
    if (date) {
      card.exp_month = String(date.month).padStart(2, '0');
      card.exp_year = String(date.year);
    }
    if (values.CARD_NAME) card.name = values.CARD_NAME.trim();
    if (values.CARD_POSTAL_CODE) card.address_zip = values.CARD_POSTAL_CODE.trim();
    window
      .fetch(new URL('v1/tokens', base).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: apiKey },
        body: JSON.stringify({ card: card }),
      })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok && body && body.id) {
            send({ kind: 'result', request: request, token: body.id, card: body.card });
          } else {
            var message = (body && body.error && body.error.message) || 'Card could not be tokenized.';
            send({ kind: 'result', request: request, errors: { CARD_NUMBER: message } });
          }
        });
      })
      .catch(function () {
        send({
          kind: 'result',
          request: request,
          errors: { CARD_NUMBER: 'The payment service could not be reached.' },
        });
      });
  }
})();
