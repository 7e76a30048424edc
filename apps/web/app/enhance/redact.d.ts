// redact.js defines window.sahyogRedact when it runs; importing it exports nothing.
export {};
