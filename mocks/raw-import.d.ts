// Vite's `?raw` imports (a file's text), for the Node-side type check; the web check has them from vite/client.
declare module '*?raw' {
  const text: string;
  export default text;
}
