/**
 * @jest-environment node
 */
import {
  type DeploySteps,
  HOSTING_CONFIG,
  LIVE_TARGETS,
  firebaseArgs,
  parseDeployArgs,
  runDeploy,
} from './deploy';

/** Steps that record the order they ran in; each outcome can be chosen. */
function recordingSteps(outcome: { build?: boolean; problems?: string[]; firebase?: boolean }) {
  const calls: string[] = [];
  const steps: DeploySteps = {
    build: () => {
      calls.push('build');
      return outcome.build ?? true;
    },
    check: () => {
      calls.push('check');
      return outcome.problems ?? [];
    },
    projectId: () => 'hanzo-prod',
    firebase: (args) => {
      calls.push(`firebase ${args.join(' ')}`);
      return outcome.firebase ?? true;
    },
  };
  return { calls, steps };
}

let log: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  log.mockRestore();
  error.mockRestore();
});

describe('runDeploy', () => {
  it('builds, checks, then deploys the site, the rules and the indexes', async () => {
    const { calls, steps } = recordingSteps({});
    await expect(runDeploy(parseDeployArgs([]), steps)).resolves.toBe(0);
    expect(calls).toEqual([
      'build',
      'check',
      `firebase deploy --only hosting,firestore:rules,firestore:indexes --config ${HOSTING_CONFIG} --project hanzo-prod`,
    ]);
  });

  it('deploys nothing when the configuration check fails, and says why', async () => {
    const { calls, steps } = recordingSteps({
      problems: ['NEXT_PUBLIC_WHATSAPP_NUMBER: sigue siendo el número de ejemplo 5215500000000.'],
    });
    await expect(runDeploy(parseDeployArgs([]), steps)).resolves.toBe(1);
    expect(calls).toEqual(['build', 'check']);
    const printed = error.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain('NEXT_PUBLIC_WHATSAPP_NUMBER');
    expect(printed).toContain('No se publicó nada');
  });

  it('neither checks nor deploys when the build fails', async () => {
    const { calls, steps } = recordingSteps({ build: false });
    await expect(runDeploy(parseDeployArgs([]), steps)).resolves.toBe(1);
    expect(calls).toEqual(['build']);
  });

  it('fails when the Firebase CLI fails', async () => {
    const { calls, steps } = recordingSteps({ firebase: false });
    await expect(runDeploy(parseDeployArgs([]), steps)).resolves.toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('sends a preview to its channel: hosting only, with an expiry', async () => {
    const { calls, steps } = recordingSteps({});
    await runDeploy(parseDeployArgs(['--preview', 'pr-42']), steps);
    expect(calls[2]).toBe(
      `firebase hosting:channel:deploy pr-42 --expires 7d --config ${HOSTING_CONFIG} --project hanzo-prod`,
    );
  });
});

describe('firebaseArgs', () => {
  it('deploys hosting, Firestore rules and indexes live', () => {
    expect(LIVE_TARGETS.split(',')).toEqual(['hosting', 'firestore:rules', 'firestore:indexes']);
    expect(firebaseArgs(parseDeployArgs([]), 'hanzo-prod')).toEqual([
      'deploy',
      '--only',
      LIVE_TARGETS,
      '--config',
      HOSTING_CONFIG,
      '--project',
      'hanzo-prod',
    ]);
  });

  it('leaves the project to the caller when one is given, and passes other arguments on', () => {
    const args = firebaseArgs(parseDeployArgs(['--project', 'otro', '--debug']), 'hanzo-prod');
    expect(args.slice(-3)).toEqual(['--project', 'otro', '--debug']);
    expect(args.filter((arg) => arg === '--project')).toHaveLength(1);
  });
});

describe('parseDeployArgs', () => {
  it('reads the preview channel and its expiry', () => {
    expect(parseDeployArgs(['--preview', 'pr-7', '--expires', '3d'])).toEqual({
      preview: 'pr-7',
      expires: '3d',
      passThrough: [],
    });
  });

  it('refuses a malformed channel or expiry with a Spanish message', () => {
    expect(() => parseDeployArgs(['--preview'])).toThrow(/necesita el nombre del canal/);
    expect(() => parseDeployArgs(['--preview', 'PR 7'])).toThrow(/minúsculas, dígitos y guiones/);
    expect(() => parseDeployArgs(['--preview', 'pr-7', '--expires', 'mañana'])).toThrow(
      /duración como 12h o 7d/,
    );
  });
});
