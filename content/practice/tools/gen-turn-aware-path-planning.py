def render(T, d, g):
    return f"{len(g)} {len(g[0])} {T} {d}\n" + "\n".join("".join(r) for r in g) + "\n"


def put(g, s, t):
    g[s[0]][s[1]] = "S"
    g[t[0]][t[1]] = "G"
    return g


def maze(rng, R, C, extra):
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
    for _ in range(int(R * C * extra)):
        g[rng.randrange(R)][rng.randrange(C)] = "."
    return g


def generate(rng):
    tests = [
        render(3, "N", [list("S.."), list(".#."), list("..G")]),
        render(1, "E", [list("SG")]),
        render(5, "W", [list("SG")]),                       # must turn around first: 2T + 1
        render(1, "N", [list("S#G")]),
        render(100, "S", [list("S"), list("."), list("G")]),
        render(2, "E", [list("S...."), list("####."), list("G....")]),
        render(10, "N", put([["."] * 12 for _ in range(12)], (11, 0), (0, 11))),    # few turns beat zig-zag
        render(1, "E", put([["#" if rng.random() < 0.3 else "." for _ in range(30)] for _ in range(30)], (0, 0), (29, 29))),
        render(7, "S", put(maze(rng, 61, 61, 0.05), (0, 0), (60, 60))),
    ]
    tests.append(render(50, "W", put(maze(rng, 199, 199, 0.1), (0, 0), (198, 198))))
    tests.append(render(3, "N", put([["#" if rng.random() < 0.25 else "." for _ in range(200)] for _ in range(200)], (199, 0), (0, 199))))
    tests.append(render(100, "E", put([["."] * 200 for _ in range(200)], (0, 0), (199, 199))))
    return tests
