/**
 * three.js only as far as a bundle uses it (components/build-three.ts): the shaders of the materials its code makes
 * are kept, with every chunk they include, the others are left out and asking for one throws naming it and its
 * materials; the renderer's parts the board never turns on are stand-ins that throw once turned on. Small bundles
 * are built with esbuild and the build's plugins into a temp folder, and imported here (three's modules need no DOM
 * to load). That the board still draws with what is kept is test/browser/bundle.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, test } from 'node:test';
import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactGlsl, FUNCTION_STUBS, shaderPlan, stubFunctions, threeAsUsed, threeSource, threeUsage } from '../components/build-three.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-three-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let built = 0;
/** Builds `code` (a module importing from `three`) as the bundles are built, and imports it. */
async function bundle(code: string): Promise<Record<string, any>> {
  const entry = path.join(dir, `entry-${++built}.js`);
  writeFileSync(entry, code);
  const options: BuildOptions = { entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', logLevel: 'silent', nodePaths: [path.join(import.meta.dirname, '..', 'node_modules')] };
  const plan = await shaderPlan(await threeUsage(options));
  const outfile = path.join(dir, `out-${built}.js`);
  await build({ ...options, outfile, plugins: [threeSource, threeAsUsed(plan)] });
  return (await import(pathToFileURL(outfile).href)) as Record<string, any>;
}

describe('the shaders a bundle keeps', () => {
  test("the board's materials keep their shaders and every chunk they include; the physical shader's own chunks are left out", async () => {
    const plan = await shaderPlan({ materials: ['MeshBasicMaterial', 'MeshLambertMaterial'] });
    assert.deepEqual(plan.lib, ['basic', 'lambert']);
    for (const chunk of ['meshlambert_vert', 'meshlambert_frag', 'lights_lambert_pars_fragment', 'common', 'colorspace_pars_fragment', 'tonemapping_pars_fragment']) assert.ok(plan.chunks.includes(chunk), chunk);
    for (const chunk of ['meshphysical_frag', 'lights_physical_pars_fragment', 'transmission_pars_fragment']) assert.ok(plan.droppedChunks.includes(chunk), chunk);
    assert.deepEqual(plan.droppedLib['physical'], ['MeshStandardMaterial', 'MeshPhysicalMaterial']);
    assert.deepEqual(plan.droppedLib['standard'], ['MeshStandardMaterial', 'MeshPhysicalMaterial'], "the same shaders under another name");
    assert.deepEqual(plan.droppedLib['background'], [], "the renderer's own");
  });

  test('a bundle making only a MeshBasicMaterial: its shader is there, compacted; another material’s throws naming it', async () => {
    const m = await bundle(`import { MeshBasicMaterial, ShaderChunk, ShaderLib } from 'three';
      export const material = new MeshBasicMaterial();
      export { ShaderChunk, ShaderLib };`);
    assert.equal(typeof m.ShaderLib.basic.vertexShader, 'string');
    assert.match(m.ShaderLib.basic.fragmentShader, /#include <common>/);
    assert.equal(m.ShaderChunk.common, compactGlsl(m.ShaderChunk.common), 'the kept GLSL is compacted');
    assert.doesNotMatch(m.ShaderChunk.common, /^\s|^\/\//m, 'no indentation, no comment lines');
    assert.throws(() => m.ShaderLib.physical, {
      message: `quest-board: three.js's "physical" shader (MeshStandardMaterial, MeshPhysicalMaterial) is not in this bundle; the build keeps the shaders of the materials the bundle's code makes (components/build-three.ts)`,
    });
    assert.throws(() => m.ShaderLib.lambert, /quest-board: three\.js's "lambert" shader \(MeshLambertMaterial\) is not in this bundle/);
    assert.throws(() => m.ShaderChunk.lights_physical_pars_fragment, /quest-board: three\.js's shader chunk "lights_physical_pars_fragment" is not in this bundle/);
  });

  test('a bundle whose code makes a MeshStandardMaterial keeps its shader without anyone listing it', async () => {
    const m = await bundle(`import { MeshStandardMaterial, ShaderLib } from 'three';
      export const material = new MeshStandardMaterial();
      export { ShaderLib };`);
    assert.equal(typeof m.ShaderLib.physical.fragmentShader, 'string');
    assert.equal(typeof m.ShaderLib.standard.vertexShader, 'string');
  });
});

describe("the renderer's parts the board never turns on", () => {
  test('WebXR is off as the renderer reads it; a session or a controller throws naming it', async () => {
    const m = await bundle(`export { WebXRManager } from 'three/src/renderers/webxr/WebXRManager.js';`);
    const xr = new m.WebXRManager();
    assert.equal(xr.enabled, false);
    assert.equal(xr.isPresenting, false);
    assert.equal(xr.getEnvironmentBlendMode(), undefined);
    xr.addEventListener('sessionstart', () => {});
    xr.setAnimationLoop(null);
    assert.throws(() => xr.getController(0), { message: 'quest-board: this bundle has no WebXR: renderer.xr.getController (components/build-three.ts)' });
  });

  test('shadow maps render nothing while off and throw once turned on; an environment map throws', async () => {
    const m = await bundle(`export { WebGLShadowMap } from 'three/src/renderers/webgl/WebGLShadowMap.js';
      export { PMREMGenerator } from 'three';`);
    const shadows = new m.WebGLShadowMap();
    shadows.render([], null, null);
    shadows.enabled = true;
    assert.throws(() => shadows.render([], null, null), /no shadow maps: renderer\.shadowMap\.enabled must stay false/);
    assert.throws(() => new m.PMREMGenerator(), /no environment maps \(PMREMGenerator\)/);
  });

  test('clipping planes, morph targets, uniform buffer objects, environment maps and the output pass: off as the renderer reads them, each throws naming itself once asked for', async () => {
    const m = await bundle(`export { WebGLClipping } from 'three/src/renderers/webgl/WebGLClipping.js';
      export { WebGLMorphtargets } from 'three/src/renderers/webgl/WebGLMorphtargets.js';
      export { WebGLUniformsGroups } from 'three/src/renderers/webgl/WebGLUniformsGroups.js';
      export { WebGLEnvironments } from 'three/src/renderers/webgl/WebGLEnvironments.js';
      export { WebGLOutput } from 'three/src/renderers/webgl/WebGLOutput.js';
      export { Texture } from 'three';`);
    const clipping = new m.WebGLClipping();
    assert.equal(clipping.init([], false), false);
    assert.equal(clipping.numPlanes, 0);
    assert.throws(() => clipping.init([{}], false), { message: 'quest-board: this bundle has no clipping planes: renderer.clippingPlanes must stay empty and renderer.localClippingEnabled false (components/build-three.ts)' });
    assert.throws(() => clipping.init([], true), /no clipping planes/);
    assert.throws(() => m.WebGLMorphtargets().update(), /no morph targets: no geometry may have morphAttributes/);
    const groups = m.WebGLUniformsGroups();
    groups.dispose();
    assert.throws(() => groups.update(), /no uniform buffer objects/);
    const environments = m.WebGLEnvironments();
    assert.equal(environments.get(null), null);
    assert.equal(environments.get(undefined), null);
    assert.throws(() => environments.get(new m.Texture()), /no environment maps or textured backgrounds/);
    assert.throws(() => new m.WebGLOutput(), /no output pass: the renderer's outputBufferType must stay UnsignedByteType/);
  });

  test("the renderer's functions the board never calls throw naming themselves; a name three no longer declares fails the build", async () => {
    const threeSrc = path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src');
    for (const [file, names] of Object.entries(FUNCTION_STUBS)) {
      const out = stubFunctions(file, readFileSync(path.join(threeSrc, file), 'utf8'), names);
      for (const entry of names) {
        if (typeof entry !== 'string') continue;
        assert.ok(out.includes(`throw new Error("quest-board: this bundle has no ${entry} of three's ${file}: the board never calls it (components/build-three.ts)")`), `${file} ${entry}`);
      }
    }
    const m = await bundle(`import { Object3D, Material } from 'three'; export const object = new Object3D(); export const material = new Material();`);
    assert.throws(() => m.object.toJSON(), { message: "quest-board: this bundle has no toJSON of three's core/Object3D.js: the board never calls it (components/build-three.ts)" });
    assert.throws(() => m.material.toJSON(), /no toJSON of three's materials\/Material\.js/);
    assert.throws(() => stubFunctions('core/Object3D.js', readFileSync(path.join(threeSrc, 'core/Object3D.js'), 'utf8'), ['toXML']), /three's core\/Object3D\.js: 0 declarations of toXML, expected 1; three's layout changed/);
  });
});
