// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// C++: a class template that manages its own device copy. The constructor
// does 'enter data copyin(this[0:1]) create(data_[0:n_])' (OpenACC 3.3,
// sec. 2.6.6): the object is copied shallowly, so its pointer member would
// hold the host address on the device, and the subarray data_[0:n_] that
// follows is attached to it (sec. 2.6.4, attach action of sec. 2.7.2). The
// destructor's 'exit data delete' (sec. 2.7.11) frees both, so objects built
// later at the same address are copied in afresh. Member functions run
// compute constructs on members directly and through local copies, and use
// 'update' (sec. 2.14.4) and a 'data' construct around member calls
// (sec. 2.6.5). On host and multicore (shared memory) the host copy is the
// device copy; expected values for that model are chosen with `Shared`.

#include <cstdio>
#include <openacc.h>

static int Shared; // the current device uses the host's memory

static void check(const char *What, int Bad) {
  if (Bad)
    std::printf("%s bad %d\n", What, Bad);
  else
    std::printf("%s ok\n", What);
}

template <typename T> class DeviceArray {
public:
  explicit DeviceArray(int n) : n_(n), data_(new T[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = T(-1);
#pragma acc enter data copyin(this[0:1]) create(data_[0:n_])
  }
  ~DeviceArray() {
#pragma acc exit data delete(data_[0:n_], this[0:1])
    delete[] data_;
  }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;

  // Members used directly in the compute construct: data_ and n_ are read
  // from the device copy of *this.
  void fill(T base) {
#pragma acc parallel loop present(this[0:1], data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = base + T(i);
  }
  // The same through local copies of the members.
  void scale(T f) {
    T *d = data_;
    int n = n_;
#pragma acc parallel loop present(d[0:n])
    for (int i = 0; i < n; ++i)
      d[i] *= f;
  }
  // this += other, reversed.
  void addReversed(const DeviceArray &other) {
    T *d = data_;
    const T *o = other.data_;
    int n = n_;
#pragma acc parallel loop present(d[0:n], o[0:n])
    for (int i = 0; i < n; ++i)
      d[i] += o[n - 1 - i];
  }
  T sum() const {
    const T *d = data_;
    int n = n_;
    T s = T(0);
#pragma acc parallel loop present(d[0:n]) reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += d[i];
    return s;
  }
  void updateSelf(int lo, int len) {
#pragma acc update self(data_[lo:len])
  }
  T hostAt(int i) const { return data_[i]; }
  T *hostData() { return data_; }
  int size() const { return n_; }

private:
  int n_;
  T *data_;
};

int main() {
  Shared = acc_get_device_type() == acc_device_host;

  // CHECK-LABEL: case members-direct
  std::printf("case members-direct\n");
  {
    DeviceArray<double> v(1000);
    v.fill(0.5);
    // CHECK-NEXT: host-stale ok
    check("host-stale", v.hostAt(10) != (Shared ? 10.5 : -1.0));
    // sum of 0.5 + i, i < 1000
    // CHECK-NEXT: sum 500000
    std::printf("sum %.0f\n", v.sum());
    v.updateSelf(10, 5);
    // CHECK-NEXT: window 10.5 14.5 stale-outside ok
    std::printf("window %.1f %.1f ", v.hostAt(10), v.hostAt(14));
    check("stale-outside", v.hostAt(15) != (Shared ? 15.5 : -1.0));
  }

  // CHECK-LABEL: case two-objects
  std::printf("case two-objects\n");
  {
    DeviceArray<int> a(100), b(100);
    a.fill(0);  // i
    b.fill(1);  // 1 + i
    b.scale(3); // 3 + 3i
    a.addReversed(b);
    a.updateSelf(0, a.size());
    int bad = 0;
    for (int i = 0; i < 100; ++i)
      bad += a.hostAt(i) != i + 3 + 3 * (99 - i);
    // CHECK-NEXT: add-reversed ok
    check("add-reversed", bad);
  }

  // CHECK-LABEL: case construct-destroy-repeat
  // Objects of different sizes at the same address: each constructor must
  // copy *this in again (the destructor removed the previous one).
  std::printf("case construct-destroy-repeat\n");
  long total = 0;
  for (int r = 1; r <= 4; ++r) {
    DeviceArray<long> v(100 * r);
    v.fill(r);
    total += v.sum();
  }
  // sum over r of (r + i), i < 100r: 5050 + 20300 + 45750 + 81400
  // CHECK-NEXT: repeat total 152500
  std::printf("repeat total %ld\n", total);

  // CHECK-LABEL: case data-region-around-members
  // The object's data is present from its constructor (dynamic reference):
  // a data construct's copy finds it (sec. 2.6.7), copies nothing in, and
  // copies nothing out at its end, so the host copy stays stale on the GPU
  // until an update.
  std::printf("case data-region-around-members\n");
  {
    DeviceArray<float> w(64);
    float *p = w.hostData();
    w.fill(2.0f); // 2 + i
#pragma acc data copy(p[0:64])
    {
      w.scale(2.0f); // 4 + 2i
#pragma acc parallel loop present(p[0:64])
      for (int i = 0; i < 64; ++i)
        p[i] += 1.0f; // 5 + 2i
    }
    // CHECK-NEXT: region-exit-no-copyout ok
    check("region-exit-no-copyout", p[7] != (Shared ? 19.0f : -1.0f));
    w.updateSelf(0, 64);
    // CHECK-NEXT: after-update 5 19 131 sum 4352
    std::printf("after-update %.0f %.0f %.0f sum %.0f\n", p[0], p[7], p[63],
                w.sum());
  }
  return 0;
}
