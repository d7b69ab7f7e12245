def case(walls, robots):
    return (f"{len(walls)}\n" + "".join(f"{a} {b} {c} {d}\n" for a, b, c, d in walls)
            + f"{len(robots)}\n" + "".join(f"{x} {y}\n" for x, y in robots))


def rnd_walls(rng, m, lim, maxlen):
    res = []
    for _ in range(m):
        x, y = rng.randint(-lim, lim), rng.randint(-lim, lim)
        res.append((x, y, max(-lim, min(lim, x + rng.randint(-maxlen, maxlen))), max(-lim, min(lim, y + rng.randint(-maxlen, maxlen)))))
    return res


def pts(rng, q, lim):
    return [(rng.randint(-lim, lim), rng.randint(-lim, lim)) for _ in range(q)]


def generate(rng):
    room = [(0, 0, 10, 0), (10, 0, 10, 8), (10, 8, 0, 8), (0, 8, 0, 0)]
    tests = [
        case([(0, 0, 10, 0), (10, 0, 10, 10)], [(5, 3), (13, 14), (-3, -4)]),
        case([(0, 0, 0, 0)], [(3, 4)]),                             # a pillar: zero-length wall
        case([(0, 0, 5, 0)], [(2, 0), (5, 0), (0, 0)]),              # robots touching the wall
        case(room, [(x, y) for x in range(0, 11) for y in range(0, 9)]),
        case([(-10000, -10000, 10000, 10000)], [(10000, -10000), (-10000, 10000), (0, 0), (10000, 10000)]),
        case([(0, 0, 7, 3), (7, 3, 7, 3), (-2, 5, 4, -1)], [(3, 3), (-5, -5), (7, 4)]),
        case(rnd_walls(rng, 20, 100, 40), pts(rng, 50, 120)),
        case(rnd_walls(rng, 200, 10000, 3000), pts(rng, 300, 10000)),
        case(rnd_walls(rng, 500, 50, 5), pts(rng, 20, 60)),
    ]
    tests.append(case(rnd_walls(rng, 500, 10000, 2000), pts(rng, 500, 10000)))
    # a long corridor made of many short wall pieces; robots walk down the middle
    walls = [(x, 0, x + 40, 0) for x in range(0, 10000, 40)] + [(x, 100, x + 40, 100) for x in range(0, 10000, 40)]
    tests.append(case(walls, [(rng.randint(0, 10000), rng.randint(1, 99)) for _ in range(500)]))
    return tests
