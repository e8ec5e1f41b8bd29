/**
 * The board's materials lit per vertex: the look of `MeshLambertMaterial` under the board's fixed lights (hemisphere,
 * ambient, one directional sun), worked out once per vertex instead of once per pixel.
 *
 * Why: under software GL (a machine without a GPU) a frame costs the pixels shaded, and Lambert's per-pixel lighting
 * is most of a pixel's cost (docs/performance.md, "The board's frame rate under software GL"). The board's surfaces are
 * flat faces (boxes, planks, figures of few faces) lit by lights that do not move with the camera, so per-vertex
 * lighting with the same formula draws the same colours: on a flat face every pixel gets the light of its face, as
 * Lambert's per-pixel lighting gives it.
 *
 * The formula is three.js's Lambert (r187, physically based light units): colour × (ambient + hemisphere(n) +
 * sun × max(n·l, 0)) / π, in the linear working space, then the renderer's output colour space. That last step is
 * taken per vertex too when the output is sRGB (the renderer drawing to its canvas, as the board always does): the
 * sRGB transfer function (three `pow`s) cost SwiftShader a fifth of the whole board's frame when every pixel took it
 * (docs/performance.md). On a flat face every vertex has the same colour, so the pixels are the same; only on the
 * figures' few round parts does interpolating the encoded colour instead of the linear one differ, by a few levels.
 * @module
 */
import { BufferAttribute, Color, MeshBasicMaterial, SRGBColorSpace, type BufferGeometry, Vector3, type MeshBasicMaterialParameters } from 'three';

/**
 * The board's fixed lights, as three.js's lights would be set (colours `0xrrggbb` in sRGB, intensities in its
 * physically based units), read once: they never move. They are numbers, not three's light objects in the scene:
 * nothing the renderer draws is lit by it (the element's bundle leaves its lights out, components/build/three.ts).
 */
export interface BoardLights {
  /** A hemisphere light: the sky's colour from straight up, the ground's from straight down. */
  hemisphere: { sky: number; ground: number; intensity: number };
  ambient: { color: number; intensity: number };
  /** A directional light shining from `position` (x, y, z in board units) towards the origin. */
  sun: { color: number; intensity: number; position: readonly [number, number, number] };
}

const LIGHT_VERTEX = /* glsl */ `
#if defined( USE_COLOR ) || defined( USE_INSTANCING_COLOR )
  {
    vec3 litNormal = normal;
#ifdef USE_INSTANCING
    litNormal = mat3( instanceMatrix ) * litNormal;
#endif
    litNormal = normalize( mat3( modelMatrix ) * litNormal );
    vec3 irradiance = qbAmbient + mix( qbGround, qbSky, 0.5 * dot( litNormal, qbUp ) + 0.5 )
      + max( dot( litNormal, qbSunDirection ), 0.0 ) * qbSun;
    vColor.rgb *= irradiance * RECIPROCAL_PI;
  }
#endif
`;

/** three's sRGB transfer function (colorspace_pars_fragment's `sRGBTransferOETF`), applied to the vertex's colour. */
const SRGB_VERTEX = /* glsl */ `
#if defined( USE_COLOR ) || defined( USE_INSTANCING_COLOR )
  vColor.rgb = mix( pow( vColor.rgb, vec3( 0.41666 ) ) * 1.055 - vec3( 0.055 ), vColor.rgb * 12.92,
    vec3( lessThanEqual( vColor.rgb, vec3( 0.0031308 ) ) ) );
#endif
`;

const WHITE = new Color(0xffffff);

/** The output encoding left to the vertex shader: per pixel only when the colours are not per vertex. */
const ENCODE_FRAGMENT = `#if !defined( USE_COLOR )
#include <colorspace_fragment>
#endif`;

/**
 * Makes `material` (coloured by vertex or instance colours, its own `color` white) encode its colours into the
 * renderer's output colour space per vertex instead of per pixel, when that is sRGB and it draws to the canvas (the
 * board's case); `vertex` (GLSL, run after `color_vertex`, may change `vColor` in linear space) and `uniforms` are
 * added to its vertex shader first. A tinted material (`color` not white) or one without vertex or instance colours
 * keeps the encoding per pixel. `key` names the program (three shares programs between materials of the same key).
 */
function encodedPerVertex<M extends MeshBasicMaterial>(material: M, key: string, vertex = '', uniforms: Record<string, { value: unknown }> = {}): M {
  const declarations = Object.keys(uniforms).length > 0 ? `\nuniform vec3 ${Object.keys(uniforms).join(', ')};` : '';
  material.onBeforeCompile = (shader, renderer) => {
    Object.assign(shader.uniforms, uniforms);
    // the output colour space is part of the program's cache key (three's WebGLPrograms): this choice is per program
    const perVertex = renderer.getRenderTarget() === null && renderer.outputColorSpace === SRGBColorSpace && material.color.equals(WHITE);
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', `#include <common>${declarations}`)
      .replace('#include <color_vertex>', `#include <color_vertex>\n${vertex}${perVertex ? SRGB_VERTEX : ''}`);
    if (perVertex) shader.fragmentShader = shader.fragmentShader.replace('#include <colorspace_fragment>', ENCODE_FRAGMENT);
  };
  // a tinted material keeps the encoding per pixel: its colour multiplies the vertex's in linear space
  material.customProgramCacheKey = () => (material.color.equals(WHITE) ? key : `${key}-tinted`);
  return material;
}

/**
 * An unlit `MeshBasicMaterial(params)` coloured by vertex or instance colours (the board's marks, frames, rings),
 * drawn as three draws it but with the output encoding per vertex ({@link encodedPerVertex}): the same pixels (each
 * copy has one colour) for less of SwiftShader's time per pixel.
 */
export function flatColouredMaterial(params: MeshBasicMaterialParameters = {}): MeshBasicMaterial {
  return encodedPerVertex(new MeshBasicMaterial(params), 'qb-flat');
}

/**
 * A material that draws like `new MeshLambertMaterial(params)` under `lights`, lit per vertex. Colours must come from
 * vertex or instance colours (`vertexColors: true`, or an InstancedMesh's colours): a uniform `color` alone is drawn
 * unlit. Later changes to the lights are not followed.
 */
export function vertexLitMaterial(lights: BoardLights, params: MeshBasicMaterialParameters = {}): MeshBasicMaterial {
  // in the linear working space, as three's lights hold their colours
  const scaled = (hex: number, k: number) => new Color(hex).multiplyScalar(k);
  return encodedPerVertex(new MeshBasicMaterial(params), 'qb-vertex-lit', LIGHT_VERTEX, {
    qbAmbient: { value: scaled(lights.ambient.color, lights.ambient.intensity) },
    qbSky: { value: scaled(lights.hemisphere.sky, lights.hemisphere.intensity) },
    qbGround: { value: scaled(lights.hemisphere.ground, lights.hemisphere.intensity) },
    qbUp: { value: new Vector3(0, 1, 0) },
    qbSun: { value: scaled(lights.sun.color, lights.sun.intensity) },
    qbSunDirection: { value: new Vector3(...lights.sun.position).normalize() },
  });
}

/** Gives every vertex of `geometry` the colour `hex` (a `color` attribute), for a {@link vertexLitMaterial}; returns it. */
export function paint(geometry: BufferGeometry, hex: number): BufferGeometry {
  const c = new Color(hex);
  const n = geometry.getAttribute('position').count;
  const colors = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colors.set([c.r, c.g, c.b], i * 3);
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  return geometry;
}
