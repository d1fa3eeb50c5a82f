// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Members of `this` named in a member function: in private and firstprivate
// (Transform/MemberPrivates.cpp: each use, `x` or `this->x`, names the
// copy; the object's other members stay shared) and in host_data
// use_device (OpenMP's use_device_ptr / use_device_addr of the member: the
// device address inside the region).

#include <openacc.h>
#include <stdint.h>
#include <stdio.h>

struct Solver {
  int n = 256;
  double scale = 3;
  double tmp[4] = {0, 0, 0, 0};
  double *data = nullptr;
  double total = 0;

  int scaled(double *out) {
#pragma acc parallel loop firstprivate(scale) private(tmp) copy(out[0:n])
    for (int i = 0; i < n; ++i) {
      tmp[1] = scale * i;
      out[i] = tmp[1] + this->scale;
    }
    int bad = 0;
    for (int i = 0; i < n; ++i)
      bad += out[i] != 3.0 * i + 3;
    return bad;
  }

  // A gang changes its copy of scale; total, another member, is shared.
  double gang() {
#pragma acc parallel num_gangs(1) firstprivate(scale) copy(total)
    {
      scale *= 2;
      total = scale + 1;
    }
    return total;
  }

  // The device address of a member inside host_data.
  int deviceAddresses() {
    uintptr_t in = 0, arr = 0;
    int same = 0;
#pragma acc data copy(data[0:n], tmp)
    {
#pragma acc host_data use_device(data, tmp)
      {
        in = (uintptr_t)data;
        arr = (uintptr_t)tmp;
      }
      same = in == (uintptr_t)acc_deviceptr(data) &&
             arr == (uintptr_t)acc_deviceptr(tmp);
    }
    return same;
  }
};

int main() {
  Solver s;
  double out[256];
  double store[256];
  s.data = store;
  // CHECK: scaled: bad 0, original 3 0
  int bad = s.scaled(out);
  printf("scaled: bad %d, original %g %g\n", bad, s.scale, s.tmp[1]);
  // CHECK-NEXT: gang: 7, original 3
  double t = s.gang();
  printf("gang: %g, original %g\n", t, s.scale);
  // CHECK-NEXT: use_device of members: 1
  printf("use_device of members: %d\n", s.deviceAddresses());
  return 0;
}
