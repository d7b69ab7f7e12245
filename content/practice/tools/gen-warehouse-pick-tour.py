def render(g):
    return f"{len(g)} {len(g[0])}\n" + "\n".join("".join(r) for r in g) + "\n"


def warehouse(rng, R, C, k, aisle=4):
    """Shelf rows with aisles; picks are placed on free cells next to shelves."""
    g = [["."] * C for _ in range(R)]
    for r in range(1, R - 1):
        if r % aisle != 0:
            for c in range(2, C - 2):
                if c % 12 not in (0, 1):
                    g[r][c] = "#" if (c % 2 == 0) else g[r][c]
    free = [(r, c) for r in range(R) for c in range(C) if g[r][c] == "."]
    cells = rng.sample(free, k + 1)
    g[cells[0][0]][cells[0][1]] = "D"
    for r, c in cells[1:]:
        g[r][c] = "P"
    return g


def random_map(rng, R, C, k, p):
    g = [["#" if rng.random() < p else "." for _ in range(C)] for _ in range(R)]
    cells = rng.sample([(r, c) for r in range(R) for c in range(C)], k + 1)
    g[cells[0][0]][cells[0][1]] = "D"
    for r, c in cells[1:]:
        g[r][c] = "P"
    return g


def generate(rng):
    tests = [
        render([list("D.P"), list(".#."), list("P..")]),
        render([list("D")]),                                   # nothing to pick
        render([list("DP")]),
        render([list("D#P")]),                                 # unreachable pick
        render([list("P.D.P")]),
        render([list("P...P"), list(".###."), list("..D.."), list(".###."), list("P...P")]),
        render(random_map(rng, 10, 10, 5, 0.2)),
        render(warehouse(rng, 30, 40, 8)),
        render(random_map(rng, 50, 50, 12, 0.3)),
    ]
    tests.append(render(warehouse(rng, 100, 100, 12)))
    tests.append(render(random_map(rng, 100, 100, 12, 0.25)))
    g = [["."] * 100 for _ in range(100)]
    for r in range(100):                                   # serpentine walls: very long corridors
        if r % 2 == 1:
            for c in range(100):
                g[r][c] = "#"
            g[r][99 if r % 4 == 1 else 0] = "."
    free = [(r, c) for r in range(0, 100, 2) for c in range(100)]
    cells = rng.sample(free, 13)
    g[cells[0][0]][cells[0][1]] = "D"
    for r, c in cells[1:]:
        g[r][c] = "P"
    tests.append(render(g))
    return tests
