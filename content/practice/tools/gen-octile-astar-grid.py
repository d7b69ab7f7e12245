def render(g):
    return f"{len(g)} {len(g[0])}\n" + "\n".join("".join(r) for r in g) + "\n"


def put(g, s, t):
    g[s[0]][s[1]] = "S"
    g[t[0]][t[1]] = "G"
    return g


def random_grid(rng, R, C, p):
    return [["#" if rng.random() < p else "." for _ in range(C)] for _ in range(R)]


def maze(rng, R, C):
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
    # knock out some extra walls so diagonal shortcuts appear
    for _ in range(R * C // 15):
        g[rng.randrange(R)][rng.randrange(C)] = "."
    return g


def generate(rng):
    tests = [
        render([list("S..."), list(".#.."), list("...G")]),
        render([list("SG")]),
        render([list("S#"), list("#G")]),                 # diagonal blocked by both corners
        render([list("S."), list("#G")]),                 # one corner blocked: still no diagonal
        render([list("S"), list("#"), list("G")]),
        render([list("S....."), list("......"), list("......"), list(".....G")]),
        render(put(random_grid(rng, 15, 15, 0.3), (0, 0), (14, 14))),
        render(put(random_grid(rng, 80, 120, 0.35), (40, 0), (40, 119))),
        render(put(maze(rng, 101, 101), (0, 0), (100, 100))),
    ]
    g = [["."] * 300 for _ in range(300)]
    for r in range(300):                              # a long wall with a gap at the far end
        if r < 295:
            g[r][150] = "#"
    tests.append(render(put(g, (0, 0), (0, 299))))
    tests.append(render(put(maze(rng, 299, 299), (0, 0), (298, 298))))
    tests.append(render(put(random_grid(rng, 300, 300, 0.25), (0, 0), (299, 299))))
    return tests
