// reference.hpp - the same computation on the host, without OpenACC.
#pragma once
#include <vector>

namespace heat {
std::vector<double> reference(int n, int steps, double k);
}
