def case(rects):
    return f"{len(rects)}\n" + "".join(f"{a} {b} {c} {d}\n" for a, b, c, d in rects)


def rnd(rng, n, lim, maxside):
    res = []
    for _ in range(n):
        x, y = rng.randint(-lim, lim - 1), rng.randint(-lim, lim - 1)
        res.append((x, y, min(lim, x + rng.randint(1, maxside)), min(lim, y + rng.randint(1, maxside))))
    return res


def generate(rng):
    L = 10 ** 9
    tests = [
        case([(0, 0, 4, 3), (2, 1, 6, 5), (10, 10, 11, 11)]),
        case([(0, 0, 1, 1)]),
        case([(-L, -L, L, L)]),                                        # 4·10^18: needs 64-bit
        case([(0, 0, 5, 5)] * 3),                                      # identical footprints
        case([(0, 0, 2, 2), (2, 0, 4, 2), (0, 2, 4, 3)]),              # touching edges only
        case([(0, 0, 10, 10), (2, 2, 3, 3), (5, 5, 8, 9)]),            # nested
        case([(i, 0, i + 1, 100) for i in range(0, 100, 2)] + [(0, i, 100, i + 1) for i in range(0, 100, 2)]),   # lattice
        case(rnd(rng, 50, 20, 10)),
        case(rnd(rng, 2000, 10 ** 6, 10 ** 5)),
    ]
    tests.append(case(rnd(rng, 5000, L, L // 5)))
    tests.append(case(rnd(rng, 5000, 10 ** 5, 3000)))
    tests.append(case([(-L + i * 100000, -L + i * 100000, L - i * 100000, -L + i * 100000 + 1000) for i in range(5000)]))   # staircase of strips
    return tests
