#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<ll> X(n), Y(n);
    for (int i = 0; i < n; i++) cin >> X[i] >> Y[i];
    int q;
    cin >> q;
    while (q--) {
        ll px, py;
        cin >> px >> py;
        bool inside = false, boundary = false;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            ll ax = X[j], ay = Y[j], bx = X[i], by = Y[i];
            ll cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
            // on the edge: collinear and inside the bounding box of the segment
            if (cross == 0 && min(ax, bx) <= px && px <= max(ax, bx) && min(ay, by) <= py && py <= max(ay, by)) {
                boundary = true;
                break;
            }
            // ray casting towards +x: the edge straddles the horizontal line y = py
            if ((ay > py) != (by > py)) {
                // the crossing is to the right of P  <=>  sign(cross) agrees with the edge direction
                if ((cross > 0) == (by > ay)) inside = !inside;
            }
        }
        puts(boundary ? "BOUNDARY" : inside ? "INSIDE" : "OUTSIDE");
    }
    return 0;
}
