def render(g):
    return f"{len(g)} {len(g[0])}\n" + "\n".join("".join(r) for r in g) + "\n"


def random_grid(rng, R, C, p):
    g = [["#" if rng.random() < p else "." for _ in range(C)] for _ in range(R)]
    return g


def place(rng, g, s=None, t=None):
    R, C = len(g), len(g[0])
    if s is None:
        s = (rng.randrange(R), rng.randrange(C))
    while t is None or t == s:
        t = (rng.randrange(R), rng.randrange(C))
    g[s[0]][s[1]] = "S"
    g[t[0]][t[1]] = "G"
    return g


def maze(rng, R, C):
    """Perfect maze carved by randomized DFS on odd cells: long winding corridors."""
    g = [["#"] * C for _ in range(R)]
    stack = [(0, 0)]
    g[0][0] = "."
    while stack:
        r, c = stack[-1]
        nb = [(r + dr, c + dc, r + dr // 2, c + dc // 2) for dr, dc in ((2, 0), (-2, 0), (0, 2), (0, -2))
              if 0 <= r + dr < R and 0 <= c + dc < C and g[r + dr][c + dc] == "#"]
        if not nb:
            stack.pop()
            continue
        nr, nc, wr, wc = rng.choice(nb)
        g[wr][wc] = g[nr][nc] = "."
        stack.append((nr, nc))
    return g


def generate(rng):
    tests = [
        render([list("S.#"), list(".##"), list("..G")]),
        render([list("SG")]),
        render([list("S#G")]),                       # blocked
        render([list("S"), list("."), list("G")]),
        render([list("S...#...."), list("###.#.##."), list("....#..#."), list(".####.##."), list("......#.G")]),
        render(place(rng, random_grid(rng, 10, 10, 0.25))),
        render(place(rng, random_grid(rng, 60, 80, 0.35))),
        render(place(rng, random_grid(rng, 200, 200, 0.45))),   # close to percolation threshold
    ]
    g = random_grid(rng, 50, 50, 0.2)
    for r in range(50):
        g[r][25] = "#"                                # a wall cuts the map in two
    tests.append(render(place(rng, g, (10, 3), (40, 47))))
    m = maze(rng, 499, 499)
    tests.append(render(place(rng, m, (0, 0), (498, 498))))
    tests.append(render(place(rng, random_grid(rng, 500, 500, 0.3), (0, 0), (499, 499))))
    e = [["."] * 500 for _ in range(500)]
    tests.append(render(place(rng, e, (0, 0), (499, 499))))
    return tests
