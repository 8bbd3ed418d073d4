/**
 * The dependency direction of GUIDE.md section 2, checked on every lint:
 *   app → features → shared | lib → generated
 * No feature imports another feature; generated/ imports only the mutator; only src/lib/desktop
 * reaches the desktop seam; electron/ shares only electron/shared with the renderer; the client
 * never bundles the sandbox platform.
 */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-below-app-features-shared',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(app|features|shared|testing)/' },
    },
    { name: 'shared-is-below-app-and-features', severity: 'error', from: { path: '^src/shared/' }, to: { path: '^src/(app|features)/' } },
    { name: 'features-do-not-import-app', severity: 'error', from: { path: '^src/features/' }, to: { path: '^src/app/' } },
    {
      name: 'test-support-only-in-tests',
      comment: 'src/testing may use the app (providers) because only tests and stories import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.(test|stories)\\.tsx?$', '^src/testing/'] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'outside-react-uses-the-typed-clients',
      comment:
        'Realtime, session and desktop code and the realtime engine call the gateways through src/lib/http/gateway-clients.ts (openapi-fetch), not through the generated hook modules; their model types are fine.',
      severity: 'error',
      from: {
        path: ['^src/lib/(realtime|session|desktop)/', '^src/app/realtime/(realtime-session|chat-event-handler)\\.ts$'],
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^generated/(main|chat)/', pathNot: '^generated/(main|chat)/model/' },
    },
    {
      name: 'root-test-support-only-in-tests',
      severity: 'error',
      from: { path: '^(src|electron|generated)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^test-support/' },
    },
    {
      name: 'no-feature-imports-another-feature',
      comment: 'Compose features in src/app instead.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'generated-imports-only-the-mutator',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: '^src/', pathNot: '^src/lib/http/mutator\\.ts$' },
    },
    {
      name: 'only-lib-desktop-uses-the-desktop-contract',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/desktop/' },
      to: { path: '^electron/' },
    },
    {
      name: 'renderer-shares-only-electron-shared',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^electron/', pathNot: '^electron/shared/' },
    },
    { name: 'electron-does-not-import-the-renderer', severity: 'error', from: { path: '^electron/' }, to: { path: '^src/' } },
    {
      name: 'client-never-bundles-the-sandbox',
      comment: 'Test support (src/testing) may start sandbox sessions for stories and tests.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/testing/', '\\.(test|stories)\\.tsx?$'] },
      to: { path: '^mocks/' },
    },
    {
      name: 'client-bundles-only-its-own-profile',
      comment: 'The bundle gets its profile through virtual:client-profile; resolve-config knows every profile (build tooling only).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '^src/lib/config/resolve-config\\.ts$'] },
      to: { path: ['^src/lib/config/resolve-config\\.ts$', '^src/lib/config/profiles/'] },
    },
    { name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    tsConfig: { fileName: 'tsconfig.web.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
