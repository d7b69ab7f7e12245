#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    string s;
    if (!(cin >> n >> s)) return 0;
    // headings in clockwise order: N, E, S, W
    const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
    const char name[4] = {'N', 'E', 'S', 'W'};
    long long x = 0, y = 0, best = 0;
    int h = 0;
    for (char c : s) {
        if (c == 'L') h = (h + 3) % 4;
        else if (c == 'R') h = (h + 1) % 4;
        else if (c == 'F') { x += dx[h]; y += dy[h]; }
        else if (c == 'B') { x -= dx[h]; y -= dy[h]; }
        best = max(best, llabs(x) + llabs(y));
    }
    printf("%lld %lld %c\n%lld\n", x, y, name[h], best);
    return 0;
}
