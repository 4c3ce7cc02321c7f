import { PAGE_DATA_ELEMENT_ID, jsonForScript } from '../delivery';

/**
 * The public payloads the site server writes into a page it drew (the `PAGE_DATA_ELEMENT_ID`
 * script), put in the document's head: for the tests of every app that reads them. Remove the
 * element it returns to take them out again.
 */
export function carryPagePayloads(payloads: Record<string, unknown>): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = jsonForScript(payloads);
  document.head.append(script);
  return script;
}
