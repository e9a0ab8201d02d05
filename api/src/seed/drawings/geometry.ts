// The little 3D the car drawings need: a car is a side profile extruded across its
// width, seen by an orthographic camera turned about the vertical (yaw) and tipped
// down (pitch). Orthographic, so every flat face maps to the picture by one affine
// matrix, which SVG draws exactly (`matrix(...)`).

export type V2 = [number, number]
export type V3 = [number, number, number]

export type Camera = {
  /** Screen right, screen up and towards the camera, as world directions. */
  right: V3
  up: V3
  toward: V3
  /** A mirrored picture (the car faces right). */
  mirror: boolean
}

/** yaw 0: the side view, front to the left; positive yaws show the front, negative the rear. */
export function camera(yawDeg: number, pitchDeg: number, mirror = false): Camera {
  const t = (yawDeg * Math.PI) / 180
  const p = (pitchDeg * Math.PI) / 180
  const m = mirror ? -1 : 1
  return {
    right: [m * Math.cos(t), 0, m * Math.sin(t)],
    up: [Math.sin(t) * Math.sin(p), Math.cos(p), -Math.cos(t) * Math.sin(p)],
    toward: [-Math.sin(t) * Math.cos(p), Math.sin(p), Math.cos(t) * Math.cos(p)],
    mirror,
  }
}

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** A world point on the picture (y down, car units). */
export const project = (cam: Camera, v: V3): V2 => [dot(v, cam.right), -dot(v, cam.up)]

/** How near the camera a point is (larger: nearer). */
export const depth = (cam: Camera, v: V3) => dot(v, cam.toward)

/** Whether a face with this outward normal faces the camera. */
export const faces = (cam: Camera, n: V3) => dot(n, cam.toward) > 1e-6

const f2 = (n: number) => (Math.round(n * 100) / 100).toString()

/** The SVG matrix drawing plane z = z0 (its x right, y up) where the camera sees it. */
export function sidePlane(cam: Camera, z0: number): string {
  const o = project(cam, [0, 0, z0])
  const ex = project(cam, [1, 0, z0])
  const ey = project(cam, [0, 1, z0])
  return matrix(o, ex, ey)
}

/** The SVG matrix drawing the plane x = x0 (its z right as seen from the front, y up). */
export function endPlane(cam: Camera, x0: number, facing: -1 | 1): string {
  const o = project(cam, [x0, 0, 0])
  const ez = project(cam, [x0, 0, -facing])
  const ey = project(cam, [x0, 1, 0])
  return matrix(o, ez, ey)
}

/** The ground (y = 0): its x, and z as its second axis. */
export function groundPlane(cam: Camera): string {
  return matrix(project(cam, [0, 0, 0]), project(cam, [1, 0, 0]), project(cam, [0, 0, 1]))
}

function matrix(o: V2, ex: V2, ey: V2): string {
  const a = [ex[0] - o[0], ex[1] - o[1], ey[0] - o[0], ey[1] - o[1], o[0], o[1]]
  return `matrix(${a.map(f2).join(' ')})`
}

/** Points as an SVG path, closed. */
export const polygon = (pts: V2[]) =>
  pts.length ? `M${pts.map(([x, y]) => `${f2(x)},${f2(y)}`).join('L')}Z` : ''

/** Points along a chain of straight and quadratic pieces: [x, y] or [cx, cy, x, y]. */
export function trace(start: V2, pieces: number[][], steps = 10): V2[] {
  const out: V2[] = [start]
  let [x0, y0] = start
  for (const p of pieces) {
    if (p.length === 4) {
      const [cx, cy, x, y] = p as [number, number, number, number]
      for (let i = 1; i <= steps; i++) {
        const t = i / steps
        const a = (1 - t) * (1 - t)
        const b = 2 * t * (1 - t)
        out.push([a * x0 + b * cx + t * t * x, a * y0 + b * cy + t * t * y])
      }
      x0 = x
      y0 = y
    } else {
      const [x, y] = p as [number, number]
      out.push([x, y])
      x0 = x
      y0 = y
    }
  }
  return out
}

/** The points of a circle of radius r about (cx, cy). */
export function circle(cx: number, cy: number, r: number, n = 40): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as V2
  })
}

/** The convex hull of points (monotone chain). */
export function hull(points: V2[]): V2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: V2, a: V2, b: V2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: V2[]) => {
    const h: V2[] = []
    for (const p of list) {
      while (h.length >= 2 && cross(h[h.length - 2]!, h[h.length - 1]!, p) <= 0) h.pop()
      h.push(p)
    }
    h.pop()
    return h
  }
  return [...half(pts), ...half([...pts].reverse())]
}

export { f2 }
