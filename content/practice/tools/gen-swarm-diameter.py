import math


def case(pts):
    return f"{len(pts)}\n" + "".join(f"{x} {y}\n" for x, y in pts)


def circle(rng, n, R, cx=0, cy=0):
    res = []
    for _ in range(n):
        a = rng.uniform(0, 2 * math.pi)
        res.append((cx + round(R * math.cos(a)), cy + round(R * math.sin(a))))
    return res


def generate(rng):
    L = 10 ** 6
    tests = [
        case([(0, 0), (3, 4), (1, 1), (-2, 1)]),
        case([(7, 7)]),
        case([(7, 7), (7, 7)]),
        case([(0, 0), (1, 0), (2, 0), (10, 0)]),                  # collinear
        case([(-L, -L), (L, L), (L, -L), (-L, L)]),               # 8·10^12
        case([(0, 0), (4, 0), (4, 3), (0, 3)]),                   # two equal diagonals
        case([(rng.randint(-20, 20), rng.randint(-20, 20)) for _ in range(30)]),
        case(circle(rng, 200, 1000) + [(rng.randint(-500, 500), rng.randint(-500, 500)) for _ in range(100)]),
        case([(round(1000 * math.cos(2 * math.pi * k / 7)), round(1000 * math.sin(2 * math.pi * k / 7))) for k in range(7)]),
        case([(rng.randint(-L, L), rng.randint(-L // 1000, L // 1000)) for _ in range(5000)]),    # long thin swarm
    ]
    tests.append(case(circle(rng, 30000, L)))
    tests.append(case([(rng.randint(-L, L), rng.randint(-L, L)) for _ in range(30000)]))
    return tests
