// The route sweep imports the route table (e2e/route-sweep-targets.ts), whose lazy pages the
// Node-side type check then follows into the app: it needs the app's build-time declarations.
import '../src/vite-env.d.ts';
