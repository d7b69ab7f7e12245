def case(n, B, s, t, stations, edges):
    return (f"{n} {len(edges)} {B} {s} {t} {len(stations)}\n" + " ".join(map(str, stations)) + "\n"
            + "".join(f"{u} {v} {w}\n" for u, v, w in edges))


def random_graph(rng, n, m, wlo, whi):
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    edges = [(perm[i], perm[rng.randrange(max(0, i - 5), i)], rng.randint(wlo, whi)) for i in range(1, n)]
    while len(edges) < m:
        edges.append((rng.randint(1, n), rng.randint(1, n), rng.randint(wlo, whi)))
    rng.shuffle(edges)
    return edges


def generate(rng):
    line = [(i, i + 1, 10) for i in range(1, 10)]      # 1 - 2 - ... - 10, every corridor 10 long
    tests = [
        case(6, 10, 1, 6, [3, 5], [(1, 2, 4), (2, 3, 5), (3, 4, 6), (4, 5, 3), (5, 6, 7), (1, 6, 30)]),
        case(1, 1, 1, 1, [1], []),                       # already there
        case(2, 5, 1, 2, [1], [(1, 2, 6)]),              # corridor longer than the battery
        case(2, 6, 1, 2, [2], [(1, 2, 6)]),              # exactly one full battery
        case(10, 30, 1, 10, [4, 7], line),
        case(10, 25, 1, 10, [3, 5, 7, 9], line),         # must stop at stations 3, 5, 7, 9
        case(10, 25, 1, 10, [4, 7], line),               # gap 4 -> 7 is 30 > 25: impossible
        case(5, 100, 1, 5, [2], [(1, 2, 1), (3, 4, 1)]),  # goal disconnected
        case(300, 2000, 1, 300, rng.sample(range(2, 300), 10), random_graph(rng, 300, 600, 100, 1000)),
    ]
    n = 2000
    st = rng.sample(range(1, n + 1), 20)
    tests.append(case(n, 12000, st[0], rng.randint(1, n), st, random_graph(rng, n, 6000, 500, 10000)))
    st = rng.sample(range(2, n), 20)
    tests.append(case(n, 60000, 1, n, st, random_graph(rng, n, 6000, 1000, 10000)))
    # a long road with stations spaced so only the right chain of swaps works
    edges = [(i, i + 1, rng.randint(1, 10000)) for i in range(1, n)]
    edges += [(rng.randint(1, n), rng.randint(1, n), 10000) for _ in range(3000)]
    tests.append(case(n, 40000, 1, n, rng.sample(range(1, n + 1), 20), edges))
    return tests
