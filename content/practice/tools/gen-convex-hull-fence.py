import math


def case(pts):
    return f"{len(pts)}\n" + "".join(f"{x} {y}\n" for x, y in pts)


def generate(rng):
    L = 10 ** 6
    tests = [
        case([(0, 0), (4, 0), (4, 3), (0, 3), (2, 1), (1, 2)]),
        case([(5, -7)]),
        case([(1, 1)] * 4),                                    # all robots at the same spot
        case([(0, 0), (3, 4)]),
        case([(i, 2 * i) for i in range(-5, 6)]),              # collinear swarm
        case([(0, 0), (2, 0), (4, 0), (4, 2), (4, 4), (2, 4), (0, 4), (0, 2), (2, 2)]),   # collinear hull points
        case([(rng.randint(-10, 10), rng.randint(-10, 10)) for _ in range(50)]),
        case([(-L, -L), (L, L), (L, -L), (-L, L), (0, 0)]),
        case([(rng.randint(-L, L), rng.randint(-L, L)) for _ in range(2000)]),
    ]
    tests.append(case([(rng.randint(-L, L), rng.randint(-L, L)) for _ in range(30000)]))
    circ = []
    for _ in range(30000):
        a = rng.uniform(0, 2 * math.pi)
        circ.append((round(L * math.cos(a)), round(L * math.sin(a))))
    tests.append(case(circ))                                   # many points on the hull
    tests.append(case([(rng.randint(-5, 5), rng.randint(-L, L)) for _ in range(30000)]))
    return tests
