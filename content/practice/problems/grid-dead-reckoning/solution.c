#include <stdio.h>
#include <stdlib.h>

static char s[200005];

int main(void) {
    int n;
    if (scanf("%d %200000s", &n, s) != 2) return 0;
    const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
    const char name[4] = {'N', 'E', 'S', 'W'};
    long long x = 0, y = 0, best = 0;
    int h = 0;
    for (int i = 0; s[i]; i++) {
        char c = s[i];
        if (c == 'L') h = (h + 3) % 4;
        else if (c == 'R') h = (h + 1) % 4;
        else if (c == 'F') { x += dx[h]; y += dy[h]; }
        else if (c == 'B') { x -= dx[h]; y -= dy[h]; }
        long long d = llabs(x) + llabs(y);
        if (d > best) best = d;
    }
    printf("%lld %lld %c\n%lld\n", x, y, name[h], best);
    return 0;
}
