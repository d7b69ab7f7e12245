import math
from math import gcd


def case(poly, qs):
    return (f"{len(poly)}\n" + "".join(f"{x} {y}\n" for x, y in poly) + f"{len(qs)}\n"
            + "".join(f"{x} {y}\n" for x, y in qs))


def star_polygon(rng, n, rmin, rmax):
    """Vertices sorted by angle around the origin: a simple, star-shaped polygon."""
    seen, pts = set(), []
    while len(pts) < n:
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(rmin, rmax)
        x, y = round(r * math.cos(a)), round(r * math.sin(a))
        if (x, y) == (0, 0):
            continue
        g = gcd(abs(x), abs(y))
        key = (x // g, y // g)                # one vertex per direction
        if key in seen:
            continue
        seen.add(key)
        pts.append((x, y))
    pts.sort(key=lambda p: math.atan2(p[1], p[0]))
    return pts


def comb(k, s, h, H):
    L = (2 * k - 1) * s
    poly = [(0, 0), (L, 0)]
    for i in range(k - 1, -1, -1):
        poly += [((2 * i + 1) * s, H), (2 * i * s, H)]
        if i > 0:
            poly += [(2 * i * s, h), ((2 * i - 1) * s, h)]
    return poly


def queries(rng, poly, q, margin):
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    res = []
    for _ in range(q):
        t = rng.random()
        if t < 0.15:
            res.append(rng.choice(poly))
        elif t < 0.3:
            i = rng.randrange(len(poly))
            (ax, ay), (bx, by) = poly[i - 1], poly[i]
            g = gcd(abs(bx - ax), abs(by - ay))
            k = rng.randint(0, g)
            res.append((ax + (bx - ax) // g * k, ay + (by - ay) // g * k) if g else (ax, ay))
        elif t < 0.45:
            res.append((rng.randint(min(xs) - margin, max(xs) + margin), rng.choice(ys)))   # on a vertex's row
        else:
            res.append((rng.randint(min(xs) - margin, max(xs) + margin), rng.randint(min(ys) - margin, max(ys) + margin)))
    return res


def generate(rng):
    U = [(0, 0), (10, 0), (10, 10), (7, 10), (7, 3), (3, 3), (3, 10), (0, 10)]
    tests = [
        case([(0, 0), (6, 0), (6, 4), (0, 4)], [(3, 2), (6, 1), (7, 2), (0, 4), (3, 5)]),
        case([(0, 0), (1, 0), (0, 1)], [(0, 0), (1, 1), (0, 0), (-1, 0), (1, 0)]),
        case(U, [(x, y) for x in range(-1, 12) for y in range(-1, 12)]),
        case(U[::-1], [(x, y) for x in range(-1, 12) for y in range(-1, 12)]),          # clockwise order
        case([(-10000, -10000), (10000, -10000), (10000, 10000), (-10000, 10000)],
             [(10000, 10000), (-10000, 0), (0, 0), (10000, 10001), (9999, 9999)]),
        case(comb(5, 2, 2, 8), [(x, y) for x in range(-1, 20) for y in range(-1, 10)]),
    ]
    p = star_polygon(rng, 12, 5, 30)
    tests.append(case(p, queries(rng, p, 200, 3)))
    p = star_polygon(rng, 40, 50, 400)
    tests.append(case(p, queries(rng, p, 400, 20)))
    p = [(y, x) for x, y in comb(20, 3, 5, 60)]                    # teeth pointing right
    tests.append(case(p, queries(rng, p, 500, 5)))
    p = star_polygon(rng, 500, 2000, 10000)
    tests.append(case(p, queries(rng, p, 500, 100)))
    p = comb(125, 40, 100, 10000)
    tests.append(case(p, queries(rng, p, 500, 50)))
    return tests
