#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    double start, step, maxRange;
    if (!(cin >> n >> start >> step >> maxRange)) return 0;
    int best = -1;
    double bestR = 0;
    for (int i = 0; i < n; i++) {
        double r;
        cin >> r;
        bool valid = r > 0 && r <= maxRange;   // 0 = no echo, > max = out of range
        if (valid && (best < 0 || r < bestR)) { best = i; bestR = r; }
    }
    if (best < 0) { puts("NO OBSTACLE"); return 0; }
    const double PI = acos(-1.0);
    double theta = (start + best * step) * PI / 180.0;
    printf("%d %.6f %.6f\n", best, bestR * cos(theta), bestR * sin(theta));
    return 0;
}
