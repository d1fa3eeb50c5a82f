// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: classes as data holders. A grid class owns its storage (std::vector)
// and runs compute regions from member functions through local copies of the
// pointer and sizes; a class template's member function does the same; a
// struct object copied implicitly.

#include <cstdio>
#include <vector>

class Grid {
public:
  Grid(int nx, int ny) : nx_(nx), ny_(ny), data_(nx * ny, 0.0) {}
  void fill(double base) {
    double *d = data_.data();
    int nx = nx_, ny = ny_;
#pragma acc parallel loop collapse(2) copyout(d[0:nx*ny])
    for (int i = 0; i < nx; ++i)
      for (int j = 0; j < ny; ++j)
        d[i * ny + j] = base + i + 0.5 * j;
  }
  double total() const {
    const double *d = data_.data();
    int n = nx_ * ny_;
    double s = 0.0;
#pragma acc parallel loop copyin(d[0:n]) reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += d[i];
    return s;
  }
  double at(int i, int j) const { return data_[i * ny_ + j]; }

private:
  int nx_, ny_;
  std::vector<double> data_;
};

template <typename T> struct Buffer {
  std::vector<T> v;
  explicit Buffer(int n) : v(n) {}
  void iota_scaled(T scale) {
    T *p = v.data();
    int n = (int)v.size();
#pragma acc parallel loop copyout(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = T(i) * scale;
  }
  T max() const {
    const T *p = v.data();
    int n = (int)v.size();
    T m = p[0];
#pragma acc parallel loop copyin(p[0:n]) reduction(max:m)
    for (int i = 0; i < n; ++i)
      m = p[i] > m ? p[i] : m;
    return m;
  }
};

struct Params {
  int offset;
  int scale;
};

int main() {
  Grid g(300, 200);
  g.fill(1.0);
  // sum over i,j of 1 + i + 0.5 j = 60000 + 200*44850 + 0.5*300*19900
  // CHECK: grid total 12015000 corner 399.5
  std::printf("grid total %.0f corner %.1f\n", g.total(), g.at(299, 199));

  Buffer<int> bi(100000);
  bi.iota_scaled(3);
  Buffer<double> bd(1000);
  bd.iota_scaled(0.25);
  // CHECK-NEXT: buffer max 299997 249.75
  std::printf("buffer max %d %.2f\n", bi.max(), bd.max());

  // A struct object: implicitly copied (non-scalar), members read inside.
  Params prm{7, 3};
  std::vector<int> out(1000);
  int *po = out.data();
#pragma acc parallel loop copyout(po[0:1000])
  for (int i = 0; i < 1000; ++i)
    po[i] = prm.offset + prm.scale * i;
  // CHECK-NEXT: params 7 3004
  std::printf("params %d %d\n", out[0], out[999]);
  return 0;
}
