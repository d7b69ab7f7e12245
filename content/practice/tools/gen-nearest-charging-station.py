def case(n, stations, edges):
    return (f"{n} {len(edges)} {len(stations)}\n" + " ".join(map(str, stations)) + "\n"
            + "".join(f"{u} {v} {w}\n" for u, v, w in edges))


def random_graph(rng, n, m, wmax, connected=True):
    edges = []
    if connected:
        perm = list(range(1, n + 1))
        rng.shuffle(perm)
        for i in range(1, n):
            edges.append((perm[i], perm[rng.randrange(i)], rng.randint(1, wmax)))
    while len(edges) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        edges.append((u, v, rng.randint(1, wmax)))     # self-loops and parallel corridors allowed
    rng.shuffle(edges)
    return edges


def grid_graph(rng, R, C, wmax):
    edges = []
    idx = lambda r, c: r * C + c + 1
    for r in range(R):
        for c in range(C):
            if c + 1 < C:
                edges.append((idx(r, c), idx(r, c + 1), rng.randint(1, wmax)))
            if r + 1 < R:
                edges.append((idx(r, c), idx(r + 1, c), rng.randint(1, wmax)))
    return edges


def generate(rng):
    tests = [
        case(6, [1, 6], [(1, 2, 4), (2, 3, 1), (3, 4, 2), (4, 5, 7), (5, 6, 1), (2, 5, 10)]),
        case(1, [1], []),
        case(3, [2], []),                                  # isolated nodes
        case(4, [1, 1, 1], [(1, 2, 5), (2, 3, 5), (1, 3, 20)]),   # duplicate station ids
        case(5, [1, 2, 3, 4, 5], [(1, 2, 3), (3, 4, 1)]),
        case(5, [3], [(1, 2, 1), (2, 2, 1), (1, 2, 7), (4, 5, 2)]),
        case(50, rng.sample(range(1, 51), 3), random_graph(rng, 50, 80, 20)),
        case(1000, rng.sample(range(1, 1001), 10), random_graph(rng, 1000, 1500, 1000, connected=False)),
        case(10000, [1], [(i, i + 1, 10000) for i in range(1, 10000)]),   # long line: 2·10^7
    ]
    n = 10000
    tests.append(case(n, rng.sample(range(1, n + 1), 50), random_graph(rng, n, 30000, 10000)))
    tests.append(case(10000, rng.sample(range(1, 10001), 5), grid_graph(rng, 100, 100, 100)))
    tests.append(case(n, rng.sample(range(1, n + 1), 1000), random_graph(rng, n, 30000, 10, connected=False)))
    return tests
