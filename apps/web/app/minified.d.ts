// A script's text, minified at build time (the minifiedText plugin in vite.config.ts).
declare module '*?minified' {
  const text: string;
  export default text;
}
