import math


def theta1(l1, l2, x, y):
    d2 = x * x + y * y
    if d2 > (l1 + l2) ** 2 or d2 < (l1 - l2) ** 2:
        return 0.0
    t2 = math.acos(max(-1.0, min(1.0, (d2 - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
    t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
    if t1 > math.pi:
        t1 -= 2 * math.pi
    if t1 <= -math.pi:
        t1 += 2 * math.pi
    return math.degrees(t1)


def case(l1, l2, pts):
    # avoid targets whose shoulder angle is within 0.001 degree of the +-180 wrap-around,
    # where a correct answer could be printed as either -180 or 180
    pts = [(x, y) for x, y in pts if (x, y) != (0, 0) and abs(abs(theta1(l1, l2, x, y)) - 180) > 1e-3]
    return f"{l1} {l2}\n{len(pts)}\n" + "".join(f"{x} {y}\n" for x, y in pts)


def rnd(rng, n, lim):
    return [(rng.randint(-lim, lim), rng.randint(-lim, lim)) for _ in range(n)]


def generate(rng):
    tests = [
        case(10, 5, [(15, 0), (5, 10), (0, 20), (3, 4)]),
        case(1, 1, [(2, 0)]),                                   # fully stretched
        case(1, 1, [(0, 1), (1, 0), (0, -1), (1, 1)]),
        case(10, 5, [(5, 0), (4, 0), (0, 5), (3, 4)]),          # inner boundary and inside the hole
        case(3, 4, [(5, 0), (0, 5), (-3, 4), (7, 0), (0, -7), (1, 0), (0, 1)]),
        case(1000, 1000, [(2000, 0), (0, 2000), (1414, 1414), (1415, 1414), (1, 0), (-1, 1)]),
        case(7, 7, [(x, y) for x in range(-15, 16) for y in range(-15, 16)]),
        case(120, 80, rnd(rng, 500, 220)),
        case(500, 300, rnd(rng, 2000, 900)),
    ]
    tests.append(case(rng.randint(500, 1000), rng.randint(1, 1000), rnd(rng, 20000, 2000)))
    tests.append(case(1000, 999, rnd(rng, 20000, 2000)))
    return tests
